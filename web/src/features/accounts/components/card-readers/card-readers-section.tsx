import { useId } from 'react';
import { AppLink } from '../../../../components/ui/app-link';
import { errorMessage } from '../../../../lib/api/client';
import type { ManagedAccount } from '../../access';
import { useCardReaders } from '../../api/card-readers';
import { addCardReaderPath, CARD_READER_TEXT } from '../../card-readers';

const button = 'rounded-full px-4 py-2 text-sm font-medium';

/** The card readers of the payouts page (id, name, serial number) and the way to add one once payments are connected. */
export function CardReadersSection({ account, connected }: { account: ManagedAccount; connected: boolean }) {
  const readers = useCardReaders(account.id);
  const reasonId = useId();
  return (
    <section aria-labelledby="card-readers-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="card-readers-heading" className="text-lg font-semibold">
          Card readers
        </h2>
        {connected ? (
          <AppLink href={addCardReaderPath(account.username)} className={`${button} bg-neutral-900 text-white hover:bg-neutral-700`}>
            Add card reader
          </AppLink>
        ) : (
          // Still focusable, so that the reason is read with it; it does nothing.
          <button type="button" aria-disabled="true" aria-describedby={reasonId} className={`${button} cursor-not-allowed bg-neutral-200 text-neutral-500`}>
            Add card reader
          </button>
        )}
      </div>
      {!connected && (
        <p id={reasonId} className="text-sm text-neutral-600">
          {CARD_READER_TEXT.notConnectedReason}
        </p>
      )}
      {readers.isLoading ? (
        <p role="status" className="text-sm text-neutral-500">
          Loading card readers…
        </p>
      ) : readers.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorMessage(readers.error as unknown)}
        </p>
      ) : !readers.data?.length ? (
        <p className="text-sm text-neutral-500">No card readers yet.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="border-b border-neutral-200 text-neutral-500">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                ID
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Name
              </th>
              <th scope="col" className="py-2 font-medium">
                Serial number
              </th>
            </tr>
          </thead>
          <tbody>
            {readers.data.map((reader) => (
              <tr key={reader.id} className="border-b border-neutral-100">
                <td className="break-all py-2 pr-4 font-mono text-xs">{reader.id}</td>
                <td className="py-2 pr-4">{reader.name}</td>
                <td className="py-2 font-mono text-xs">{reader.stripeSerialNumber}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
