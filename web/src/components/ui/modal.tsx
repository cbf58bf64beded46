import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';

/**
 * What a dialog opened without a trigger hands the focus back to: the element focused when it opened (a button, or a
 * seat of an SVG seat map), or, when that was an item of a menu (which closes as the dialog opens), the button of
 * that menu.
 */
function openerOf(focused: Element | null): HTMLElement | SVGElement | null {
  const menu = focused?.closest('[role="menu"]');
  const menuButton = menu ? document.getElementById(menu.getAttribute('aria-labelledby') ?? '') : null;
  const opener = menuButton ?? focused;
  return (opener instanceof HTMLElement || opener instanceof SVGElement) && opener !== document.body ? opener : null;
}

/**
 * A centred dialog: a title, its text and a Close button (named `closeLabel`), with an optional `action` beside it.
 * Opened by `trigger`, or shown while rendered (then `onClose` says it was closed).
 */
export function Modal({
  title,
  children,
  trigger,
  onClose,
  action,
  closeLabel = 'Close',
  tone,
}: {
  title: string;
  children: ReactNode;
  trigger?: ReactNode;
  onClose?: () => void;
  action?: ReactNode;
  closeLabel?: string;
  tone?: 'error';
}) {
  // Read while the dialog first renders, before an opening menu has closed.
  const [opener] = useState(() => (trigger ? null : openerOf(document.activeElement)));
  // Beside an action, Close steps back; alone it is the dialog's one button.
  const closeClass = action ? 'rounded-full px-5 py-2 text-sm hover:bg-neutral-100' : 'rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white hover:bg-neutral-700';
  return (
    <Dialog.Root {...(trigger ? {} : { open: true, onOpenChange: (open: boolean) => !open && onClose?.() })}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          // A trigger gets the focus back from Radix; otherwise the opener does, while it is still on the page.
          onCloseAutoFocus={(event) => {
            if (!opener) return;
            event.preventDefault();
            if (opener.isConnected) opener.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,95vw)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-neutral-900 shadow-xl"
        >
          <Dialog.Title className={`text-xl font-semibold ${tone === 'error' ? 'text-red-700' : ''}`}>{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 break-words text-neutral-700">{children}</div>
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close asChild>
              <button type="button" className={closeClass}>
                {closeLabel}
              </button>
            </Dialog.Close>
            {action}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
