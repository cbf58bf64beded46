import { useMemo, type KeyboardEvent, type SVGProps } from 'react';
import type { components } from '../../lib/api/schema.gen';
import { chartBounds, NO_CATEGORY_COLOR, type ChartDefinition } from './chart';
import { ChartDrawing, placePoint, type ChartTarget } from './chart-drawing';
import type { ChartPlace } from './places';
import { useChartView } from './use-chart-view';
import { viewTransform } from './zoom';
import { ZoomControls } from './zoom-controls';

/** What a viewer sees of a place: the public status (free to take, someone else's, not sold at all), or theirs. */
export type SeatState = components['schemas']['PublicSeatResponse']['status'] | 'selected';

/** A category as a seat map shows it: its colour, and its price as text (null: no ticket sells it). */
export interface SeatMapCategory {
  key: number;
  label: string;
  color: string;
  price: string | null;
}

/** A place's state; `available` counts the free places of an area (1 or 0 for a seat). */
export interface PlaceState {
  state: SeatState;
  available: number;
}

/** The colours of the states other than available (which shows the category's colour). */
export const STATE_COLORS: Record<Exclude<SeatState, 'available'>, string> = {
  selected: '#171717',
  held: '#a3a3a3',
  sold: '#d4d4d4',
  not_for_sale: '#f5f5f5',
};

const STATE_TEXT: Record<SeatState, string> = { available: 'available', selected: 'selected', held: 'held', sold: 'sold', not_for_sale: 'not for sale' };

/** '{label}, {category} {price}, {state}' — an area that can be bought says how many places are left. */
export function placeName(place: ChartPlace, category: SeatMapCategory | undefined, { state, available }: PlaceState): string {
  const sold = [category?.label ?? 'No category', category?.price].filter(Boolean).join(' ');
  const status = place.kind === 'area' && state === 'available' ? `${available} ${available === 1 ? 'place' : 'places'} available` : STATE_TEXT[state];
  return `${place.label}, ${sold}, ${status}`;
}

export interface SeatMapProps {
  definition: ChartDefinition;
  /** The chart's places (its seats and areas as the API lists them). */
  places: readonly ChartPlace[];
  categories: readonly SeatMapCategory[];
  /** Each label's state; a label not named is available (all its places). */
  states: ReadonlyMap<string, PlaceState>;
  /** An available or selected place was clicked (or pressed with Enter or Space). */
  onPlace?(place: ChartPlace): void;
  /** The chart's accessible name. */
  label?: string;
}

/**
 * A read-only seat map: the chart drawn in SVG with each place coloured by its category and state, a legend of
 * categories (with prices) and states, and zoom and pan (buttons, wheel, drag, pinch). Each seat and area is a
 * focusable button named '{label}, {category} {price}, {state}'; one reached with Tab is panned into view.
 */
export function SeatMap({ definition, places, categories, states, onPlace, label = 'Seat map' }: SeatMapProps) {
  const bounds = chartBounds(definition) ?? { minX: 0, minY: 0, maxX: definition.width, maxY: definition.height };
  const { svgRef, view, handlers, zoomIn, zoomOut, fit, reveal, consumeClick } = useChartView(bounds);
  const placeOf = useMemo(() => new Map(places.map((place) => [place.label, place])), [places]);
  const categoryOf = new Map(categories.map((category) => [category.key, category]));

  const decorate = (target: ChartTarget): SVGProps<SVGElement> | undefined => {
    if (target.kind !== 'seat' && target.kind !== 'area') return undefined;
    const place = placeOf.get(target.label);
    if (!place) return undefined;
    const category = categoryOf.get(place.categoryKey);
    const placeState = states.get(place.label) ?? { state: 'available', available: place.capacity };
    const { state } = placeState;
    const takeable = state === 'available' || state === 'selected';
    const activate = () => {
      if (takeable) onPlace?.(place);
    };
    return {
      role: 'button',
      tabIndex: 0,
      'aria-label': placeName(place, category, placeState),
      'aria-description': place.accessible ? 'Wheelchair accessible' : undefined,
      'aria-pressed': state === 'selected',
      'aria-disabled': !takeable || !onPlace,
      'data-status': state,
      fill: state === 'available' ? (category?.color ?? NO_CATEGORY_COLOR) : STATE_COLORS[state],
      stroke: state === 'selected' ? (category?.color ?? '#404040') : state === 'available' ? '#404040' : '#a3a3a3',
      strokeWidth: state === 'selected' ? 3 : 1,
      strokeDasharray: state === 'held' ? '3 2' : undefined,
      cursor: takeable && onPlace ? 'pointer' : 'default',
      className: 'outline-none focus-visible:[stroke:#2563eb] focus-visible:[stroke-width:4]',
      onClick: () => {
        if (!consumeClick()) activate();
      },
      onKeyDown: (event: KeyboardEvent<SVGElement>) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        activate();
      },
      onFocus: () => reveal(placePoint(target)),
    } as SVGProps<SVGElement>;
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-xl border border-neutral-200 bg-white">
        <svg ref={svgRef} role="group" aria-label={label} className="block h-[22rem] w-full select-none md:h-[28rem]" style={{ touchAction: 'none' }} {...handlers}>
          <g transform={viewTransform(view)}>
            <ChartDrawing definition={definition} decorate={decorate} numbers={view.scale >= 0.6} />
          </g>
        </svg>
        <ZoomControls onZoomIn={zoomIn} onZoomOut={zoomOut} onFit={fit} />
      </div>
      <SeatLegend categories={categories} />
    </div>
  );
}

/** Each category's colour, name and price, then what the other colours mean. */
export function SeatLegend({ categories }: { categories: readonly SeatMapCategory[] }) {
  const swatch = (fill: string, stroke = '#404040', dashed = false) => (
    <svg width="14" height="14" aria-hidden="true" className="shrink-0">
      <circle cx="7" cy="7" r="6" fill={fill} stroke={stroke} strokeDasharray={dashed ? '3 2' : undefined} />
    </svg>
  );
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {categories.map((category) => (
        <li key={category.key} className="flex items-center gap-1.5">
          {swatch(category.color)}
          <span>
            {category.label}
            {category.price && <span className="text-neutral-600"> · {category.price}</span>}
          </span>
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        {swatch(STATE_COLORS.selected, '#404040')}
        Selected
      </li>
      <li className="flex items-center gap-1.5">
        {swatch(STATE_COLORS.held, '#a3a3a3', true)}
        Held
      </li>
      <li className="flex items-center gap-1.5">
        {swatch(STATE_COLORS.sold, '#a3a3a3')}
        Sold
      </li>
      <li className="flex items-center gap-1.5">
        {swatch(STATE_COLORS.not_for_sale, '#a3a3a3')}
        Not for sale
      </li>
    </ul>
  );
}
