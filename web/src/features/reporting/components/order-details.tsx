import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { formatMoney } from '../../../lib/money';
import { changeOrderItem, transactionQuery, useTransaction, type OrderItem, type Transaction } from '../api/reports';
import { formatReportDateTime, itemActionsAllowed, orderPatronKey, orderStatusLabel, patronPath, paymentTypeLabel, productPath } from '../format';
import { shortOrderId } from './orders-page';
import { PromoterLink } from './promoter-link';
import { useReportingOwner } from './reporting-layout';

export const ORDER_NOT_FOUND = "Sorry! That order wasn't found.";

type Action = 'refund' | 'cancel';
const ACTIONS: Record<Action, { label: string; title: string; body: string; confirm: string }> = {
  refund: {
    label: 'Refund',
    title: 'Refund this ticket?',
    body: 'The ticket is cancelled, its price and fee go back to the buyer’s card, and it goes back on sale.',
    confirm: 'Refund ticket',
  },
  cancel: {
    label: 'Cancel',
    title: 'Cancel this ticket?',
    body: 'The ticket is cancelled without a refund and goes back on sale.',
    confirm: 'Cancel ticket',
  },
};

/** Reports follow a change within the projection lag: ask again until the item is no longer Active (a few seconds at most). */
export async function waitForItemChange(queryClient: QueryClient, orderId: string, ownerId: string, itemId: string, { tries = 20, intervalMs = 500 } = {}): Promise<void> {
  for (let attempt = 0; attempt < tries; attempt++) {
    const order = await queryClient.fetchQuery({ ...transactionQuery(orderId, ownerId), staleTime: 0 }).catch(() => undefined);
    if (order?.orderItems.find((item) => item.id === itemId)?.status !== 'Active') break;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  // Lists, revenue, patrons and activity change with it.
  await queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[1] === 'string' && query.queryKey[1].startsWith('/client_side_api/v1/profile_management/') });
}

/** /manage/{username}/reporting/orders/{id}: the order's items with their actions and its payment details. */
export function OrderDetails({ orderId }: { orderId: string }) {
  const { ownerId } = useReportingOwner();
  const order = useTransaction(orderId, ownerId);
  if (order.isLoading) return <div aria-busy="true" className="h-40" />;
  if (!order.data) {
    return (
      <p role="alert" className="py-16 text-center text-lg">
        {ORDER_NOT_FOUND}
      </p>
    );
  }
  return <OrderView order={order.data} />;
}

export function OrderView({ order }: { order: Transaction }) {
  const { ownerId, username } = useReportingOwner();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ action: Action; item: OrderItem } | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const money = (amount: number) => formatMoney(amount, order.currency);
  const product = productPath(username, order);
  const details = order.paymentDetails;
  // The Seat column shows only on orders with seats.
  const seated = order.orderItems.some((item) => item.seat);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setNotice(null);
    const result = await changeOrderItem(pending.action, pending.item.id);
    if (result.ok) await waitForItemChange(queryClient, order.id, ownerId, pending.item.id);
    setNotice(result);
    setBusy(false);
    setPending(null);
  };

  return (
    <article aria-labelledby="order-heading" className="flex flex-col gap-6">
      <AppLink href={`/manage/${username}/reporting/orders`} className="text-sm text-neutral-600 underline">
        ← Orders
      </AppLink>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h1 id="order-heading" className="text-2xl font-semibold">
            Order {shortOrderId(order.id)}
          </h1>
          <p className="text-sm text-neutral-600">{formatReportDateTime(order.date, order.timezone)}</p>
        </div>
        <p className="rounded-full bg-neutral-100 px-3 py-1 text-sm font-medium">{orderStatusLabel(order.status)}</p>
      </header>

      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-xs uppercase text-neutral-500">Customer</dt>
          <dd>
            <AppLink href={patronPath(username, orderPatronKey(order))} className="font-medium underline">
              {`${order.userFirstName} ${order.userLastName}`.trim() || order.userEmail}
            </AppLink>
            <span className="block text-sm text-neutral-600">{order.userEmail}</span>
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase text-neutral-500">Product</dt>
          <dd>
            {product ? (
              <AppLink href={product} className="font-medium underline">
                {order.productName}
              </AppLink>
            ) : (
              order.productName
            )}
            <span className="block text-sm text-neutral-600">{formatReportDateTime(order.productDate, order.timezone)}</span>
          </dd>
        </div>
        {order.promoter && (
          <div>
            <dt className="text-xs uppercase text-neutral-500">Promoter</dt>
            <dd className="font-medium">
              <PromoterLink promoter={order.promoter} />
            </dd>
          </div>
        )}
      </dl>

      {notice && (
        <p role={notice.ok ? 'status' : 'alert'} className={`rounded-lg px-4 py-3 text-sm ${notice.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}>
          {notice.message}
        </p>
      )}

      <section aria-labelledby="items-heading">
        <h2 id="items-heading" className="mb-2 text-lg font-semibold">
          Items
        </h2>
        <div className="overflow-x-auto rounded-lg border border-neutral-200">
          <table aria-label="Items" className="w-full min-w-max text-left text-sm">
            <thead className="bg-neutral-50 text-xs uppercase text-neutral-600">
              <tr>
                {['Item', 'Patron', ...(seated ? ['Seat'] : []), 'Price', 'Fee', 'Discount', 'Status', 'Actions'].map((title) => (
                  <th key={title} scope="col" className="px-4 py-3 font-semibold">
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-200">
              {order.orderItems.map((item) => (
                <tr key={item.id}>
                  <td className="px-4 py-3">{item.name}</td>
                  <td className="px-4 py-3">{item.patron}</td>
                  {seated && <td className="px-4 py-3">{item.seat ?? '—'}</td>}
                  <td className="px-4 py-3">{money(item.price)}</td>
                  <td className="px-4 py-3">{money(item.fee)}</td>
                  <td className="px-4 py-3">{item.discountAmount > 0 ? `${money(item.discountAmount)}${item.discountName ? ` (${item.discountName})` : ''}` : '—'}</td>
                  <td className="px-4 py-3">{item.status}</td>
                  <td className="px-4 py-3">
                    {itemActionsAllowed(order, item) && (
                      <div className="flex gap-2">
                        <AppLink href={`/ticket/${item.registrationId}`} className="rounded border border-neutral-300 px-2 py-1 hover:bg-neutral-100">
                          View ticket
                        </AppLink>
                        {(['refund', 'cancel'] as const).map((action) => (
                          <button
                            key={action}
                            type="button"
                            aria-label={`${ACTIONS[action].label} ${item.name} of ${item.patron}`}
                            className="rounded border border-neutral-300 px-2 py-1 hover:bg-neutral-100"
                            onClick={() => setPending({ action, item })}
                          >
                            {ACTIONS[action].label}
                          </button>
                        ))}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="payment-heading">
        <h2 id="payment-heading" className="mb-2 text-lg font-semibold">
          Payment details
        </h2>
        <dl className="grid max-w-md grid-cols-[1fr_auto] gap-x-8 gap-y-1 text-sm">
          {(
            [
              ['Payment type', paymentTypeLabel(details.paymentMethod)],
              ['Subtotal', money(details.subtotal)],
              ['Donation', money(details.donation)],
              ['Discounts', money(details.discounts)],
              ['Total', money(details.total)],
              ['Limelight fee', money(details.viewcyFee)],
              ['Payment provider fee', money(details.stripeFee)],
              ['Refunded', money(details.refundedAmount)],
              ['Net amount', money(details.netAmount)],
            ] as const
          ).map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-neutral-600">{term}</dt>
              <dd className="text-right font-medium" data-term={term}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <Dialog.Root open={!!pending} onOpenChange={(open) => !open && !busy && setPending(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
            {pending && (
              <>
                <Dialog.Title className="text-lg font-semibold">{ACTIONS[pending.action].title}</Dialog.Title>
                <Dialog.Description className="mt-2 text-sm text-neutral-600">
                  {pending.item.name} of {pending.item.patron}, {money(pending.item.price)}. {ACTIONS[pending.action].body}
                </Dialog.Description>
                <div className="mt-6 flex justify-end gap-2">
                  <Dialog.Close asChild>
                    <button type="button" disabled={busy} className="rounded-lg border border-neutral-300 px-4 py-2 text-sm hover:bg-neutral-100">
                      Keep ticket
                    </button>
                  </Dialog.Close>
                  <button type="button" disabled={busy} onClick={confirm} className="rounded-lg bg-neutral-900 px-4 py-2 text-sm font-medium text-white disabled:opacity-60">
                    {busy ? 'Working…' : ACTIONS[pending.action].confirm}
                  </button>
                </div>
              </>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </article>
  );
}
