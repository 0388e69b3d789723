import { Trans } from '@lingui/react/macro';
import type { Ref } from 'react';
import { QueueNumber } from './queue-standing-details';
import { LapsedPassText } from './queue-texts';
import type { QueueView } from './queue-view';

const h2 = 'text-2xl font-bold text-gray-900 focus:outline-none';

/** What is announced when it changes: where the person stands, in words (never the running clocks). */
export function StatusContent({
  view,
  onSaleText,
  headingRef,
}: {
  view: QueueView;
  onSaleText: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  switch (view.kind) {
    case 'loading':
      return (
        <p className="sr-only">
          <Trans>Loading your place in the queue...</Trans>
        </p>
      );
    case 'before-sale':
      return (
        <>
          <h2 ref={headingRef} tabIndex={-1} className={h2}>
            {view.joined ? <Trans>You're in the queue</Trans> : <Trans>The sale opens soon</Trans>}
          </h2>
          {onSaleText ? (
            <p className="text-gray-700">
              <Trans>
                Tickets go on sale on <span className="font-semibold text-gray-900">{onSaleText}</span>.
              </Trans>
            </p>
          ) : null}
          <p className="text-sm text-gray-700">
            {view.joined ? (
              <Trans>Your number comes from a fair draw when the sale opens. Keep this page open.</Trans>
            ) : (
              <Trans>
                Everyone who joins before the sale opens gets a number in a fair random draw at that moment,
                so joining early gives no advantage. Later joiners go to the back. One place per account.
              </Trans>
            )}
          </p>
        </>
      );
    case 'opening':
      return (
        <>
          <h2 ref={headingRef} tabIndex={-1} className={h2}>
            <Trans>The sale is opening</Trans>
          </h2>
          <p className="text-gray-700">
            <Trans>Everyone in the queue is being given a number by a fair draw.</Trans>
          </p>
          {view.joined ? (
            <p className="text-sm text-gray-700">
              <Trans>You're in the queue. Keep this page open.</Trans>
            </p>
          ) : null}
        </>
      );
    case 'open':
      return (
        <>
          <h2 ref={headingRef} tabIndex={-1} className={h2}>
            <Trans>The sale is on</Trans>
          </h2>
          <p className="text-gray-700">
            <Trans>Tickets are sold in turn. Join now and you go to the back of the queue.</Trans>
          </p>
        </>
      );
    case 'drawing':
      return (
        <>
          <h2 ref={headingRef} tabIndex={-1} className={h2}>
            <Trans>You're in the queue</Trans>
          </h2>
          <p className="text-gray-700">
            <Trans>The draw has been made. Your number is on its way.</Trans>
          </p>
        </>
      );
    case 'waiting':
      return (
        <>
          <h2 ref={headingRef} tabIndex={-1} className="sr-only">
            <Trans>You're in the queue</Trans>
          </h2>
          <QueueNumber number={view.number} standing={view.standing} />
        </>
      );
    case 'turn-coming':
      return (
        <>
          <h2 ref={headingRef} tabIndex={-1} className={h2}>
            <Trans>It's your turn</Trans>
          </h2>
          <p className="text-gray-700">
            <Trans>Getting your pass...</Trans>
          </p>
        </>
      );
    case 'admitted':
      return (
        <>
          <h2 ref={headingRef} tabIndex={-1} className={h2}>
            <Trans>It's your turn</Trans>
          </h2>
          <p className="text-gray-700">
            <Trans>
              Your pass lets you buy tickets once. Choose them on the event page and start paying in time.
            </Trans>
          </p>
        </>
      );
    case 'pass-used':
      return (
        <>
          <h2 ref={headingRef} tabIndex={-1} className={h2}>
            <Trans>Your pass has been used</Trans>
          </h2>
          <p className="text-gray-700">
            <Trans>A pass is good for one checkout, and yours has started one.</Trans>
          </p>
        </>
      );
    case 'pass-lapsed':
      return (
        <>
          <h2 ref={headingRef} tabIndex={-1} className={h2}>
            <Trans>Your pass has lapsed</Trans>
          </h2>
          <LapsedPassText />
        </>
      );
    case 'sold-out':
      return (
        <>
          <h2 ref={headingRef} tabIndex={-1} className={h2}>
            <Trans>Sold out</Trans>
          </h2>
          <p className="text-gray-700">
            <Trans>Every ticket has been sold.</Trans>
          </p>
        </>
      );
    default:
      return null;
  }
}
