import { Plural } from '@lingui/react/macro';

/** 'TM-AB12CD34 · Ravi Kumar · 3 seats': a ticket as the door's lists name it. */
export function DoorTicketLine({
  ticketId,
  holder,
  seats,
}: {
  ticketId: string;
  holder: string;
  seats: number;
}) {
  return (
    <>
      <span className="font-mono">{ticketId}</span> · {holder} ·{' '}
      <Plural value={seats} one="# seat" other="# seats" />
    </>
  );
}
