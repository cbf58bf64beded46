import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useMemo, useState } from 'react';
import { toast } from '../../../lib/toast';
import { AppLink } from '../../../components/ui/app-link';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { errorMessage } from '../../../lib/api/client';
import { useCopied } from '../../../lib/use-copied';
import { useDeleteWebhook, useRefreshWebhooks, useWebhooks } from '../api/webhooks';
import { eventCountLabel, formatCreatedDate, maskSecret, statusLabel, WEBHOOK_SKELETON_ROWS, WEBHOOK_TEXT, type Webhook } from '../developer-zone';

const menuItem = 'flex cursor-pointer items-center rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-neutral-100';

/** The owner's webhooks (seed 002 §2.5): every column sorts on the client, ascending first, then descending. */
export function WebhooksTable({ ownerId, basePath }: { ownerId: string; basePath: string }) {
  const webhooks = useWebhooks(ownerId);
  const [deleting, setDeleting] = useState<Webhook>();

  const columns = useMemo<DataColumn<Webhook>[]>(
    () => [
      { id: 'url', accessorKey: 'url', header: 'Webhooks', sortFn: 'text', cell: ({ row }) => <span className="break-all font-medium">{row.original.url}</span> },
      { id: 'status', accessorKey: 'status', header: 'Status', sortFn: 'text', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
      { id: 'events', accessorFn: (row) => row.eventTypes.length, header: 'Listening to', sortFn: 'basic', cell: ({ row }) => eventCountLabel(row.original.eventTypes.length) },
      { id: 'createdAt', accessorKey: 'createdAt', header: 'Date created', sortFn: 'text', cell: ({ row }) => formatCreatedDate(row.original.createdAt) },
      { id: 'secretKey', accessorKey: 'secretKey', header: 'Secret key', sortFn: 'text', cell: ({ row }) => <code className="text-xs text-neutral-600">{maskSecret(row.original.secretKey)}</code> },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        enableSorting: false,
        cell: ({ row }) => <RowMenu webhook={row.original} editHref={`${basePath}/edit/${row.original.id}`} onDelete={() => setDeleting(row.original)} />,
      },
    ],
    [basePath],
  );
  const data = useMemo(() => webhooks.data?.data ?? [], [webhooks.data]);

  return (
    <section aria-labelledby="webhooks-heading" className="flex flex-col gap-3">
      <h2 id="webhooks-heading" className="text-lg font-semibold">
        Webhooks
      </h2>
      <DataTable
        label="Webhooks"
        columns={columns}
        data={data}
        rowKey={(row) => row.id}
        sortRows
        loading={webhooks.isLoading}
        skeletonRows={WEBHOOK_SKELETON_ROWS}
        empty={webhooks.isError ? 'Unable to load webhooks. Please try again later.' : 'No results'}
        align="middle"
      />
      {deleting && <DeleteWebhookDialog ownerId={ownerId} webhook={deleting} onClose={() => setDeleting(undefined)} />}
    </section>
  );
}

export function StatusBadge({ status }: { status: Webhook['status'] }) {
  const active = status === 'active';
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${active ? 'bg-green-100 text-green-800' : 'bg-neutral-200 text-neutral-700'}`}>{statusLabel(status)}</span>;
}

/** Edit, Copy secret key ('Copied!' for 2 seconds; a refused clipboard is only logged) and Delete. */
function RowMenu({ webhook, editHref, onDelete }: { webhook: Webhook; editHref: string; onDelete: () => void }) {
  const copied = useCopied();

  const copy = async () => {
    try {
      await copied.copy(webhook.secretKey);
    } catch (error) {
      console.error('Copying the secret key failed', error);
    }
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label={`Actions for ${webhook.url}`} className="rounded px-2 py-1 text-lg leading-none hover:bg-neutral-100">
        <span aria-hidden="true">⋯</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-44 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg">
          <DropdownMenu.Item asChild>
            <AppLink href={editHref} className={menuItem}>
              Edit
            </AppLink>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={menuItem}
            // The menu stays open so 'Copied!' can be seen.
            onSelect={(event) => {
              event.preventDefault();
              void copy();
            }}
          >
            {copied.copied ? WEBHOOK_TEXT.copied : 'Copy secret key'}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={`${menuItem} text-red-700`} onSelect={onDelete}>
            Delete
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** 'Delete code': 'Permanently delete {url}?' with Delete and Cancel. */
function DeleteWebhookDialog({ ownerId, webhook, onClose }: { ownerId: string; webhook: Webhook; onClose: () => void }) {
  const remove = useDeleteWebhook();
  const refresh = useRefreshWebhooks();
  const confirm = async () => {
    try {
      const done: unknown = await remove.mutateAsync({ params: { path: { id: webhook.id } }, body: { ownerId } });
      if (done !== true) {
        toast.error(errorMessage(done, WEBHOOK_TEXT.deleteFailed));
        return;
      }
      toast.success(WEBHOOK_TEXT.deleted);
      onClose();
      await refresh();
    } catch (error) {
      toast.error(errorMessage(error, WEBHOOK_TEXT.deleteFailed));
    }
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,95vw)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-semibold">Delete code</Dialog.Title>
          <Dialog.Description className="mt-2 break-all text-neutral-700">{`Permanently delete ${webhook.url}?`}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close asChild>
              <button type="button" className="rounded-full px-5 py-2 text-sm hover:bg-neutral-100">
                Cancel
              </button>
            </Dialog.Close>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => void confirm()}
              className="rounded-full bg-red-700 px-5 py-2 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-50"
            >
              Delete
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
