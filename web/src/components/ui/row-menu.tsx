import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { AppLink } from './app-link';

export interface RowAction {
  label: string;
  href?: string;
  onSelect?: () => void;
  danger?: boolean;
}

const menuItem = 'flex cursor-pointer items-center rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-neutral-100';

/** A row's ⋯ menu: links and actions. */
export function RowMenu({ label, actions }: { label: string; actions: RowAction[] }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label={`Actions for ${label}`} className="rounded px-2 py-1 text-lg leading-none hover:bg-neutral-100">
        <span aria-hidden="true">⋯</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-40 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg">
          {actions.map((action) =>
            action.href ? (
              <DropdownMenu.Item key={action.label} asChild>
                <AppLink href={action.href} className={menuItem}>
                  {action.label}
                </AppLink>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={action.label} className={`${menuItem} ${action.danger ? 'text-red-700' : ''}`} onSelect={action.onSelect}>
                {action.label}
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
