import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '../../../lib/api/client';
import { useCancelTicket, useTransferTicket, type BuyerRegistration } from '../api/buyer-tickets';

/** Seed 002 §8: the tooltips of actions that are not allowed. */
export const NON_TRANSFERABLE = 'This ticket is non-transferable.';
export const NOT_CANCELABLE = 'This ticket cannot be canceled.';
const GENERIC = 'Something went wrong, please try again';

const field = 'w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900';
const primary = 'rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white hover:bg-neutral-700 disabled:opacity-50';

function Modal({ title, description, open, onOpenChange, children }: { title: string; description: ReactNode; open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,95vw)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-neutral-900 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 text-sm text-neutral-700">{description}</div>
          </Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The server's reply, shown where the buyer acted. */
type Reply = { kind: 'success' | 'error'; text: string };

function ReplyText({ reply }: { reply: Reply | undefined }) {
  if (!reply) return null;
  return (
    <p role={reply.kind === 'error' ? 'alert' : 'status'} className={`mt-3 text-sm ${reply.kind === 'error' ? 'text-red-700' : 'text-green-800'}`}>
      {reply.text}
    </p>
  );
}

const refreshTickets = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] === '/client_side_api/v1/profiles/{uuid}/orders/{type}' });

/** Transfer: the new holder's name and e-mail, with a warning that the ticket moves to them. */
export function TransferButton({ ownerId, registration, onReply }: { ownerId: string; registration: BuyerRegistration; onReply: (reply: Reply) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [reply, setReply] = useState<Reply>();
  const transfer = useTransferTicket();
  const queryClient = useQueryClient();
  const allowed = registration.transferAllowed;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setReply(undefined);
    try {
      const done = await transfer.mutateAsync({ params: { path: { ownerId, id: registration.id } }, body: { user: { name, email } } });
      setOpen(false);
      onReply({ kind: 'success', text: done.message });
      await refreshTickets(queryClient);
    } catch (failure) {
      setReply({ kind: 'error', text: errorMessage(failure, GENERIC) });
    }
  };

  return (
    <>
      <span title={allowed ? undefined : NON_TRANSFERABLE}>
        <button type="button" disabled={!allowed} aria-label={`Transfer ticket of ${registration.name}`} className="rounded-full border border-current px-3 py-1 text-sm disabled:cursor-not-allowed disabled:opacity-40" onClick={() => setOpen(true)}>
          Transfer
        </button>
      </span>
      <Modal
        title="Transfer ticket"
        open={open}
        onOpenChange={setOpen}
        description={
          <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
            The ticket moves to the new holder: it will carry their name and e-mail, and it will no longer be yours. This cannot be undone.
          </p>
        }
      >
        <form className="mt-4 flex flex-col gap-3" onSubmit={submit} noValidate>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">Name</span>
            <input className={field} value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">Email</span>
            <input className={field} type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
          </label>
          <ReplyText reply={reply} />
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <button type="button" className="rounded-full px-5 py-2 text-sm hover:bg-neutral-100">
                Cancel
              </button>
            </Dialog.Close>
            <button type="submit" className={primary} disabled={transfer.isPending}>
              {transfer.isPending ? 'Transferring...' : 'Transfer'}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}

/** Cancel a free ticket, after a confirmation. */
export function CancelButton({ ownerId, registration, onReply }: { ownerId: string; registration: BuyerRegistration; onReply: (reply: Reply) => void }) {
  const [open, setOpen] = useState(false);
  const [reply, setReply] = useState<Reply>();
  const cancel = useCancelTicket();
  const queryClient = useQueryClient();
  const allowed = registration.cancelAllowed;

  const confirm = async () => {
    setReply(undefined);
    try {
      const done = await cancel.mutateAsync({ params: { path: { ownerId, id: registration.orderItemId } } });
      setOpen(false);
      onReply({ kind: 'success', text: done.message });
      await refreshTickets(queryClient);
    } catch (failure) {
      setReply({ kind: 'error', text: errorMessage(failure, GENERIC) });
    }
  };

  return (
    <>
      <span title={allowed ? undefined : NOT_CANCELABLE}>
        <button type="button" disabled={!allowed} aria-label={`Cancel ticket of ${registration.name}`} className="rounded-full border border-current px-3 py-1 text-sm disabled:cursor-not-allowed disabled:opacity-40" onClick={() => setOpen(true)}>
          Cancel
        </button>
      </span>
      <Modal title="Cancel this ticket?" open={open} onOpenChange={setOpen} description={<p>{`${registration.ticket} for ${registration.name} will be canceled and its place goes back on sale.`}</p>}>
        <ReplyText reply={reply} />
        <div className="mt-4 flex justify-end gap-2">
          <Dialog.Close asChild>
            <button type="button" className="rounded-full px-5 py-2 text-sm hover:bg-neutral-100">
              Keep ticket
            </button>
          </Dialog.Close>
          <button type="button" className={primary} disabled={cancel.isPending} onClick={() => void confirm()}>
            {cancel.isPending ? 'Canceling...' : 'Cancel ticket'}
          </button>
        </div>
      </Modal>
    </>
  );
}

export type { Reply };
export { ReplyText };
