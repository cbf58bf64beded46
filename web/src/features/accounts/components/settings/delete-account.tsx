import * as Dialog from '@radix-ui/react-dialog';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { errorMessage } from '../../../../lib/api/client';
import { useDeleteProfile, type ProfileSettings } from '../../api/settings';
import { SETTINGS_MESSAGES } from './settings-rules';

export const DELETE_WARNING = 'This action is irreversible. The account and its profile page will be gone for good; tickets already sold stay valid for their buyers.';

/**
 * Delete account / Delete organization: shown only to the profile's own user or an owner of the organization
 * (`canDelete`); after the irreversible warning and Confirm Deletion, the account is deleted and home opens.
 */
export function DeleteAccount({ settings }: { settings: ProfileSettings }) {
  const router = useRouter();
  const remove = useDeleteProfile();
  const [open, setOpen] = useState(false);
  const title = settings.type === 'User' ? 'Delete account' : 'Delete organization';

  const confirm = async () => {
    try {
      await remove.mutateAsync({ params: { path: { id: settings.id } } });
      setOpen(false);
      toast.success(SETTINGS_MESSAGES.deleted);
      await router.navigate({ href: '/' });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <section aria-labelledby="delete-account-heading" className="rounded-xl border border-red-200 p-6">
      <h2 id="delete-account-heading" className="text-lg font-semibold text-red-700">
        {title}
      </h2>
      <p className="mt-1 text-sm text-neutral-600">{DELETE_WARNING}</p>
      <Dialog.Root open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
        <Dialog.Trigger asChild>
          <button type="button" className="mt-4 rounded-full border border-red-600 px-5 py-2 font-medium text-red-700 hover:bg-red-50">
            {title}
          </button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,95vw)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
            <Dialog.Title className="text-xl font-semibold">{`${title}?`}</Dialog.Title>
            <Dialog.Description className="mt-2 text-neutral-700">{`${settings.name} (@${settings.username}): ${DELETE_WARNING}`}</Dialog.Description>
            <div className="mt-6 flex justify-end gap-3">
              <Dialog.Close asChild>
                <button type="button" disabled={remove.isPending} className="rounded-full border border-neutral-300 px-5 py-2 hover:bg-neutral-50 disabled:opacity-60">
                  Cancel
                </button>
              </Dialog.Close>
              <button type="button" disabled={remove.isPending} onClick={() => void confirm()} className="rounded-full bg-red-600 px-5 py-2 font-medium text-white disabled:opacity-60">
                {remove.isPending ? 'Deleting…' : 'Confirm Deletion'}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
