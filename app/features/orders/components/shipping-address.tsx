import type { ShippingAddress } from '~/db/schema/orders';

/** An order's shipping address as a label would print it. */
export function ShippingAddressLines({ address, className }: { address: ShippingAddress; className?: string }) {
  return (
    <address className={className}>
      {address.name}
      <br />
      {address.line1}
      {address.line2 && (
        <>
          <br />
          {address.line2}
        </>
      )}
      <br />
      {[address.city, address.region, address.postalCode].filter(Boolean).join(', ')}
      <br />
      {address.country}
    </address>
  );
}
