import type { ReactNode } from 'react';
import { Modal } from '../../../components/ui/modal';

/** Seed 002 §2.4: a membership the owner added by hand is changed or cancelled by asking the owner, at their e-mail. */
export function ContactOwner({ owner, trigger }: { owner: { name: string; email: string | null }; trigger: ReactNode }) {
  return (
    <Modal title={`Contact ${owner.name}`} trigger={trigger}>
      {`${owner.name} added this membership manually. To change or cancel it, contact ${owner.name}`}
      {owner.email ? (
        <>
          {' at '}
          <a href={`mailto:${owner.email}`} className="font-medium underline">
            {owner.email}
          </a>
          .
        </>
      ) : (
        '.'
      )}
    </Modal>
  );
}
