import { Link } from '@tanstack/react-router';
import { loginSearch } from '../../../lib/login';

/** /my_orders for a visitor: tickets live in the buyer's account. */
export function MyOrdersLogin() {
  return (
    <main className="mx-auto flex max-w-md flex-col items-center gap-6 px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">My orders</h1>
      <p className="text-neutral-700">Please log in to access your tickets.</p>
      <Link to="/auth" search={loginSearch('/my_orders')} className="rounded-full bg-brand px-6 py-2 text-white">
        Log in
      </Link>
    </main>
  );
}
