import { CHART_FONT } from './chart-utils';
import { CHART_INK } from './palette';
import type { LineMark } from './series-marks';

const SVG_NS = 'http://www.w3.org/2000/svg';
const PADDING = 16;
const TITLE_SIZE = 16;
const TITLE_WEIGHT = 600;
const LEGEND_SIZE = 12;
const SWATCH = 10;
/** A line style's key is wider than a colour's square, to show its dashes. */
const LINE_KEY = 22;
const CAPTION_SIZE = 12;

export interface PngLegendItem {
  label: string;
  color: string;
  /** Drawn as a line style or the spike's triangle instead of a square. */
  mark?: LineMark;
}

export interface PngOptions {
  title: string;
  /** A line under the title, e.g. the periods a comparison sets side by side. */
  caption?: string;
  legend?: readonly PngLegendItem[];
  rtl?: boolean;
  /** Pixels per CSS pixel; twice the screen's by default, for a sharp image. */
  pixelRatio?: number;
}

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The chart image could not be loaded.'));
    image.src = source;
  });
}

const isLineKey = (mark: LineMark | undefined) => mark === 'line' || mark === 'dashed' || mark === 'partial';

function keyWidth(item: PngLegendItem): number {
  return isLineKey(item.mark) ? LINE_KEY : SWATCH;
}

/** A legend item's key at `start` (its reading-start edge) on the row's middle line. */
function drawKey(context: CanvasRenderingContext2D, item: PngLegendItem, start: number, middle: number, rtl: boolean) {
  const width = keyWidth(item);
  const left = rtl ? start - width : start;
  context.fillStyle = item.color;
  context.strokeStyle = item.color;
  if (isLineKey(item.mark)) {
    context.lineWidth = item.mark === 'dashed' ? 1.75 : 2.5;
    context.setLineDash(item.mark === 'dashed' ? [5, 4] : item.mark === 'partial' ? [2, 3] : []);
    context.beginPath();
    context.moveTo(left, middle);
    context.lineTo(left + width, middle);
    context.stroke();
    context.setLineDash([]);
  } else if (item.mark === 'spike') {
    context.beginPath();
    context.moveTo(left, middle + SWATCH / 2);
    context.lineTo(left + SWATCH, middle + SWATCH / 2);
    context.lineTo(left + SWATCH / 2, middle - SWATCH / 2);
    context.closePath();
    context.fill();
  } else {
    context.fillRect(left, middle - SWATCH / 2, SWATCH, SWATCH);
  }
}

/** The legend's items laid out in rows that fit `width`: each item's start offset and row. */
function layoutLegend(context: CanvasRenderingContext2D, items: readonly PngLegendItem[], width: number) {
  const placed: { item: PngLegendItem; offset: number; row: number }[] = [];
  let offset = 0;
  let row = 0;
  for (const item of items) {
    const size = keyWidth(item) + 6 + context.measureText(item.label).width;
    if (offset > 0 && offset + size > width) {
      offset = 0;
      row += 1;
    }
    placed.push({ item, offset, row });
    offset += size + 16;
  }
  return { placed, rows: items.length === 0 ? 0 : row + 1 };
}

/**
 * A PNG of a chart: its SVG drawn on a white canvas under the chart's title (and its caption,
 * e.g. the two periods of a comparison), with the legend (which is HTML on the page) redrawn
 * between them, line styles and marks as the chart draws them.
 */
export async function chartToPng(
  svg: SVGSVGElement,
  { title, caption, legend = [], rtl = false, pixelRatio }: PngOptions,
): Promise<Blob> {
  const box = svg.getBoundingClientRect();
  const width = svg.width.baseVal.value || box.width;
  const height = svg.height.baseVal.value || box.height;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', SVG_NS);
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  copy.setAttribute('font-family', CHART_FONT.fontFamily);
  const source = new XMLSerializer().serializeToString(copy);
  const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`);

  const canvas = document.createElement('canvas');
  const measure = canvas.getContext('2d');
  if (!measure) throw new Error('Canvas drawing is not available.');
  const fullWidth = Math.ceil(width + 2 * PADDING);
  measure.font = `${LEGEND_SIZE}px ${CHART_FONT.fontFamily}`;
  const { placed, rows } = layoutLegend(measure, legend, width);
  const captionBlock = caption ? CAPTION_SIZE * 1.6 : 0;
  const titleBlock = TITLE_SIZE * 1.5 + captionBlock + PADDING / 2;
  const legendBlock = rows * LEGEND_SIZE * 1.8 + (rows > 0 ? PADDING / 2 : 0);
  const fullHeight = Math.ceil(PADDING + titleBlock + legendBlock + height + PADDING);

  const ratio = pixelRatio ?? Math.max(2, globalThis.devicePixelRatio || 1);
  canvas.width = Math.ceil(fullWidth * ratio);
  canvas.height = Math.ceil(fullHeight * ratio);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas drawing is not available.');
  context.scale(ratio, ratio);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, fullWidth, fullHeight);

  // Text is placed from the reading start: the left edge, or the right one right to left.
  context.direction = rtl ? 'rtl' : 'ltr';
  context.textAlign = 'start';
  context.textBaseline = 'top';
  const startX = rtl ? fullWidth - PADDING : PADDING;
  const along = rtl ? -1 : 1;
  context.fillStyle = CHART_INK.text;
  context.font = `${TITLE_WEIGHT} ${TITLE_SIZE}px ${CHART_FONT.fontFamily}`;
  context.fillText(title, startX, PADDING, width);
  if (caption) {
    context.fillStyle = CHART_INK.muted;
    context.font = `${CAPTION_SIZE}px ${CHART_FONT.fontFamily}`;
    context.fillText(caption, startX, PADDING + TITLE_SIZE * 1.5, width);
  }

  context.font = `${LEGEND_SIZE}px ${CHART_FONT.fontFamily}`;
  context.textBaseline = 'middle';
  const legendTop = PADDING + titleBlock;
  for (const { item, offset, row } of placed) {
    const middle = legendTop + row * LEGEND_SIZE * 1.8 + LEGEND_SIZE / 2;
    const swatchStart = startX + along * offset;
    drawKey(context, item, swatchStart, middle, rtl);
    context.fillStyle = CHART_INK.text;
    context.fillText(item.label, swatchStart + along * (keyWidth(item) + 6), middle);
  }

  context.drawImage(image, PADDING, PADDING + titleBlock + legendBlock, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The PNG could not be encoded.'))), 'image/png');
  });
}
