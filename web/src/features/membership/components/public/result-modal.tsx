import * as Dialog from '@radix-ui/react-dialog';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { PUBLIC_MEMBERSHIP_MESSAGES } from './membership-rules';

/** The query parameters the backend returns to after a subscribe attempt. */
export interface SubscribeResultSearch {
  error_message?: string;
  success_message?: string;
}

export const validateResultSearch = (search: Record<string, unknown>): SubscribeResultSearch => ({
  ...(typeof search.error_message === 'string' ? { error_message: search.error_message } : {}),
  ...(typeof search.success_message === 'string' ? { success_message: search.success_message } : {}),
});

/** 'Error!' or 'Processing...' with the parameter's text; Close stays on the page without those parameters. */
export function ResultModal({ errorMessage, successMessage }: { errorMessage?: string; successMessage?: string }) {
  const router = useRouter();
  const location = useRouterState({ select: (state) => state.location });
  const message = errorMessage ?? successMessage;
  if (!message) return null;
  const title = errorMessage ? PUBLIC_MEMBERSHIP_MESSAGES.errorTitle : PUBLIC_MEMBERSHIP_MESSAGES.processingTitle;

  const close = () => {
    const rest = new URLSearchParams(location.searchStr);
    rest.delete('error_message');
    rest.delete('success_message');
    const query = rest.toString();
    void router.navigate({ href: `${location.pathname}${query ? `?${query}` : ''}`, replace: true });
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,95vw)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className={`text-xl font-semibold ${errorMessage ? 'text-red-700' : ''}`}>{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-neutral-700">{message}</Dialog.Description>
          <div className="mt-6 flex justify-end">
            <Dialog.Close asChild>
              <button type="button" className="rounded-full bg-neutral-900 px-5 py-2 font-medium text-white hover:bg-neutral-700">
                Close
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
