import { useParams } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { HeldSeatsCheckout } from '@/features/bookings/components/held-seats-checkout';
import { createOfferPaymentIntent } from '@/features/waitlist/api/create-offer-payment-intent';
import { OfferCheckoutScreen } from '@/features/waitlist/components/offer-checkout-screen';
import { useCurrentUser } from '@/lib/session';

/** A waitlist offer's checkout: the waitlist's offer, paid through the booking's payment step. */
export default function WaitlistOfferPage() {
  const user = useCurrentUser();
  const { entryId = '' } = useParams();
  return (
    <PageContainer>
      <OfferCheckoutScreen
        key={`${user._id}:${entryId}`}
        entryId={entryId}
        renderPayment={({ entry, offer, onBooked, onHoldEnded }) => (
          <HeldSeatsCheckout
            userId={user._id}
            eventId={entry.event._id}
            amount={offer.amount}
            holdExpiresAt={offer.expiresAt}
            tickets={[{ categoryName: entry.categoryName, quantity: offer.quantity }]}
            startPayment={(body) => createOfferPaymentIntent(entry._id, body)}
            onBooked={onBooked}
            onHoldEnded={onHoldEnded}
          />
        )}
      />
    </PageContainer>
  );
}
