import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef } from 'react';
import { AppLink } from '../../../components/ui/app-link';

const menuItem = 'block rounded px-3 py-2 text-sm outline-none hover:bg-neutral-100 focus:bg-neutral-100 data-[highlighted]:bg-neutral-100';

/**
 * The top navigation's How it works menu, drawn in place of its first trigger: `defaultOpen` when that was
 * pressed, `keepFocus` when it had the focus.
 */
export function HowItWorksDropdown({ className, items, defaultOpen, keepFocus }: { className: string; items: readonly { label: string; href: string }[]; defaultOpen: boolean; keepFocus: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (keepFocus && !defaultOpen) trigger.current?.focus();
  }, [keepFocus, defaultOpen]);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={trigger} className={className}>
        How it works <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content sideOffset={6} className="z-50 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg">
          {items.map((item) => (
            <DropdownMenu.Item key={item.href} asChild>
              <AppLink href={item.href} className={menuItem}>
                {item.label}
              </AppLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
