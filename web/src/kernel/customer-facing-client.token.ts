/** Container token of the SDK's customer-facing client (bound by the platform module). */
export const CustomerFacingClientToken = Symbol('CustomerFacingClient');
