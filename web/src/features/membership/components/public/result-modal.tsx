import { useRouter, useRouterState } from '@tanstack/react-router';
import { Modal } from '../../../../components/ui/modal';
import { PUBLIC_MEMBERSHIP_MESSAGES } from './membership-rules';

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
    <Modal title={title} tone={errorMessage ? 'error' : undefined} onClose={close}>
      {message}
    </Modal>
  );
}
