export { stripeClient } from '../../shared/payments/stripe-client.js';
