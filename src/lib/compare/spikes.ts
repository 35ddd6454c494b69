/**
 * Days that stand out in a daily series (docs/spikes.md): the detector the reference backend's
 * alerts use too lives in shared/spikes.ts, so that a chart marks what an alert saw by one rule.
 */
export {
  BASELINE_DAYS,
  daySpike,
  findSpikes,
  mad,
  median,
  MIN_COUNT,
  MIN_DAYS,
  SENSITIVITY_K,
  SPIKE_K,
  spikeThreshold,
  type Sensitivity,
  type Spike,
} from '@shared/spikes';
