import { useMemo, useState } from 'react';
import { chartPlaces, type ChartPlace } from '../../../components/seating/places';
import { SeatMap, type PlaceState, type SeatMapCategory } from '../../../components/seating/seat-map';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api/client';
import { formatMoney } from '../../../lib/money';
import type { CheckoutTicket } from '../api/checkout';
import { bestAvailable, useLiveSeating, type SeatingSnapshot } from '../api/seating';
import { maxQuantity } from '../rules';
import { categoryTickets, mapCategories, placeStates, type SeatLine } from '../seats';

/** How many seats side by side 'Best available' can be asked for. */
const BEST_AVAILABLE_MAX = 10;

const ticketPrice = (ticket: CheckoutTicket) => (ticket.price === 0 ? 'Free' : `${formatMoney(ticket.price, ticket.currency)} + ${formatMoney(ticket.fee, ticket.currency)} fee`);

/**
 * The tickets step's seats (seed 000 §4): the date's seat map kept live, a list view of the same places, 'Best
 * available', and the seats chosen. Choosing or dropping a seat hands the new choice to `onSeats` (which holds it
 * through the order).
 */
export function SeatPicker({ dateId, tickets, seats, onSeats }: { dateId: string; tickets: readonly CheckoutTicket[]; seats: readonly SeatLine[]; onSeats(seats: SeatLine[]): void }) {
  const seating = useLiveSeating(dateId);
  if (seating.isLoading) return <p aria-busy="true">Loading the seat map…</p>;
  if (!seating.data) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-700">
        {errorMessage(seating.error, 'The seat map could not be loaded. Please try again.')}
      </p>
    );
  }
  return <Seats dateId={dateId} snapshot={seating.data} tickets={tickets} seats={seats} onSeats={onSeats} />;
}

/** Asking which ticket type a seat is sold as (when several sell its category), and how many places of an area. */
interface Asking {
  place: ChartPlace;
  tickets: CheckoutTicket[];
  available: number;
}

function Seats({ dateId, snapshot, tickets, seats, onSeats }: { dateId: string; snapshot: SeatingSnapshot; tickets: readonly CheckoutTicket[]; seats: readonly SeatLine[]; onSeats(seats: SeatLine[]): void }) {
  const { definition } = snapshot;
  // The public map gives the chart without its list of places.
  const places = useMemo(() => chartPlaces(definition), [definition]);
  const byLabel = useMemo(() => new Map(places.map((place) => [place.label, place])), [places]);
  const categories = mapCategories(snapshot, tickets);
  const states = placeStates(snapshot, places, seats, tickets);
  const [listView, setListView] = useState(false);
  const [asking, setAsking] = useState<Asking>();

  /** A place clicked (or ticked): dropped when chosen, else chosen (asking first when there is a choice to make). */
  const toggle = (place: ChartPlace) => {
    if (seats.some((seat) => seat.seatLabel === place.label)) return onSeats(seats.filter((seat) => seat.seatLabel !== place.label));
    const sellers = categoryTickets(snapshot, tickets, place.categoryKey);
    const state = states.get(place.label);
    if (!sellers.length || state?.state !== 'available') return;
    if (place.kind === 'area' || sellers.length > 1) return setAsking({ place, tickets: sellers, available: state.available });
    onSeats([...seats, { seatLabel: place.label, ticketId: sellers[0]!.id, ticketQuantity: 1 }]);
  };

  const ticketOf = (id: string) => tickets.find((ticket) => ticket.id === id);
  return (
    <section aria-label="Seats" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Choose your seats</h2>
        <button type="button" aria-pressed={listView} onClick={() => setListView(!listView)} className="rounded-full border border-neutral-300 px-4 py-1.5 text-sm aria-pressed:border-neutral-900 aria-pressed:bg-neutral-900 aria-pressed:text-white">
          List view
        </button>
      </div>
      {listView ? (
        <SeatList places={places} categories={categories} states={states} onPlace={toggle} />
      ) : (
        <SeatMap definition={definition} places={places} categories={categories} states={states} onPlace={toggle} label="Seat map" />
      )}
      <BestAvailable
        dateId={dateId}
        categories={categories.filter((category) => category.price !== null)}
        onFound={(found) =>
          // Sold as the first ticket type on sale for the seat's category (the API names the category's first).
          onSeats(found.map((seat) => ({ ...seat, ticketId: categoryTickets(snapshot, tickets, byLabel.get(seat.seatLabel)?.categoryKey ?? 0)[0]?.id ?? seat.ticketId })))
        }
      />
      <div aria-live="polite">
        {seats.length > 0 && (
          <ul aria-label="Your seats" className="flex flex-col gap-2">
            {seats.map((seat) => {
              const ticket = ticketOf(seat.ticketId);
              return (
                <li key={seat.seatLabel} className="flex items-center justify-between gap-3 rounded-lg bg-neutral-100 px-3 py-2 text-sm">
                  <span>
                    <strong>{seat.seatLabel}</strong>
                    {seat.ticketQuantity > 1 && ` × ${seat.ticketQuantity}`}
                    {ticket && ` · ${ticket.name} · ${ticketPrice(ticket)}`}
                  </span>
                  <button type="button" aria-label={`Remove seat ${seat.seatLabel}`} onClick={() => onSeats(seats.filter((s) => s.seatLabel !== seat.seatLabel))} className="underline">
                    Remove
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {asking && (
        <ChooseTicket
          asking={asking}
          onClose={() => setAsking(undefined)}
          onChosen={(choice) => {
            setAsking(undefined);
            onSeats([...seats, choice]);
          }}
        />
      )}
    </section>
  );
}

/** The dialog of a seat whose category several ticket types sell (the first one chosen), or of an area (how many places). */
function ChooseTicket({ asking, onClose, onChosen }: { asking: Asking; onClose(): void; onChosen(choice: SeatLine): void }) {
  const { place, tickets, available } = asking;
  const [ticketId, setTicketId] = useState(tickets[0]!.id);
  const [quantity, setQuantity] = useState(1);
  const most = maxQuantity(available);
  const area = place.kind === 'area';
  return (
    <Modal
      title={place.label}
      onClose={onClose}
      closeLabel="Cancel"
      action={
        <button type="button" onClick={() => onChosen({ seatLabel: place.label, ticketId, ticketQuantity: area ? quantity : 1 })} className="rounded-full bg-brand px-5 py-2 text-sm font-medium text-white">
          {area ? 'Add places' : 'Add seat'}
        </button>
      }
    >
      <div className="flex flex-col gap-4">
        {tickets.length > 1 && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">Ticket type</legend>
            {tickets.map((ticket) => (
              <label key={ticket.id} className="flex items-center gap-2 text-sm">
                <input type="radio" name="seat-ticket" value={ticket.id} checked={ticketId === ticket.id} onChange={() => setTicketId(ticket.id)} />
                {ticket.name} · {ticketPrice(ticket)}
              </label>
            ))}
          </fieldset>
        )}
        {area && (
          <label className="flex items-center gap-2 text-sm">
            How many places
            <select value={quantity} onChange={(e) => setQuantity(Number(e.target.value))} className="rounded-lg border border-neutral-300 px-2 py-1">
              {Array.from({ length: most }, (_, n) => (
                <option key={n + 1} value={n + 1}>
                  {n + 1}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
    </Modal>
  );
}

/** The places as a table (section, row, seat, price), a checkbox for each one that can be chosen. */
function SeatList({ places, categories, states, onPlace }: { places: readonly ChartPlace[]; categories: readonly SeatMapCategory[]; states: ReadonlyMap<string, PlaceState>; onPlace(place: ChartPlace): void }) {
  const categoryOf = new Map(categories.map((category) => [category.key, category]));
  const cell = 'px-3 py-1.5 text-left';
  return (
    <div className="max-h-[28rem] overflow-auto rounded-xl border border-neutral-200">
      <table className="w-full text-sm">
        <caption className="sr-only">Seats</caption>
        <thead className="sticky top-0 bg-neutral-50">
          <tr>
            <th scope="col" className={cell}>
              Section
            </th>
            <th scope="col" className={cell}>
              Row
            </th>
            <th scope="col" className={cell}>
              Seat
            </th>
            <th scope="col" className={cell}>
              Price
            </th>
            <th scope="col" className={cell}>
              Choose
            </th>
          </tr>
        </thead>
        <tbody>
          {places.map((place) => {
            const category = categoryOf.get(place.categoryKey);
            const state = states.get(place.label) ?? { state: 'available', available: place.capacity };
            const takeable = state.state === 'available' || state.state === 'selected';
            return (
              <tr key={place.label} className="border-t border-neutral-100">
                <td className={cell}>{place.section}</td>
                <td className={cell}>{place.row ?? (place.table ? `Table ${place.table}` : '')}</td>
                <td className={cell}>{place.area ? `${place.area} (${state.available} left)` : place.number}</td>
                <td className={cell}>{category?.price ?? ''}</td>
                <td className={cell}>
                  {takeable ? (
                    <input type="checkbox" aria-label={place.label} checked={state.state === 'selected'} onChange={() => onPlace(place)} />
                  ) : (
                    <span className="text-neutral-500">{state.state === 'not_for_sale' ? 'Not for sale' : state.state === 'sold' ? 'Sold' : 'Held'}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** 'Best available': how many seats side by side, of which category (or any); the API's answer becomes the choice. */
function BestAvailable({ dateId, categories, onFound }: { dateId: string; categories: readonly SeatMapCategory[]; onFound(seats: SeatLine[]): void }) {
  const [quantity, setQuantity] = useState(2);
  const [category, setCategory] = useState('');
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  if (!categories.length) return null;
  const find = async () => {
    setState({ busy: true });
    const reply = await bestAvailable(dateId, quantity, category ? Number(category) : undefined);
    if (!reply.data) return setState({ busy: false, error: errorMessage(reply.error) });
    setState({ busy: false });
    onFound(reply.data.seats);
  };
  const field = 'rounded-lg border border-neutral-300 px-2 py-1';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Number of seats
          <select value={quantity} onChange={(e) => setQuantity(Number(e.target.value))} className={field}>
            {Array.from({ length: BEST_AVAILABLE_MAX }, (_, n) => (
              <option key={n + 1} value={n + 1}>
                {n + 1}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Category
          <select value={category} onChange={(e) => setCategory(e.target.value)} className={field}>
            <option value="">Any category</option>
            {categories.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label} · {c.price}
              </option>
            ))}
          </select>
        </label>
        <button type="button" disabled={state.busy} onClick={() => void find()} className="rounded-full border border-neutral-300 px-4 py-1.5 text-sm font-medium disabled:opacity-50">
          {state.busy ? 'Finding seats…' : 'Best available'}
        </button>
      </div>
      {state.error && (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      )}
    </div>
  );
}
