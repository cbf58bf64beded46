const input = 'w-full rounded-lg border border-neutral-300 px-3 py-2 text-sm';

/**
 * The card-reader choice of an in-person payment (seed 000 §4 'Card-reader payment'): a radio, disabled with the
 * reason while the owner has no reader, and once chosen the reader that takes the payment.
 */
export function CardReaderOption({
  selected,
  onSelect,
  readers,
  readerId,
  onReader,
}: {
  selected: boolean;
  onSelect: () => void;
  readers: readonly { id: string; name: string }[];
  readerId: string;
  onReader: (id: string) => void;
}) {
  return (
    <>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" name="payment" value="reader" checked={selected} disabled={!readers.length} onChange={onSelect} aria-describedby={readers.length ? undefined : 'no-card-readers'} />
        Card reader
      </label>
      {!readers.length && (
        <p id="no-card-readers" className="text-xs text-neutral-600">
          Add a card reader on the Payouts settings to take card payments here.
        </p>
      )}
      {selected && readers.length > 0 && (
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Card reader</span>
          <select className={input} value={readerId} onChange={(e) => onReader(e.target.value)}>
            {readers.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </>
  );
}
