/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { ThemesStatistics } from './themesStatistics';

export interface ThemesStatisticsResponse {
  statistics: ThemesStatistics;
}
