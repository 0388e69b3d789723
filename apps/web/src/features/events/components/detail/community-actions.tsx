import Flag from 'lucide-react/icons/flag';
import MessageSquare from 'lucide-react/icons/message-square';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

type Pending = 'contact' | 'report' | null;

const NOTES: Record<Exclude<Pending, null>, string> = {
  contact:
    'Messaging organizers is not available on TicketMela yet. It is coming soon; until then, please check the event details above.',
  report:
    'Reporting events is not available on TicketMela yet. It is coming soon; until then, please use the Contact Us page.',
};

/**
 * 'Contact Organizer' (everyone) and 'Report Event' (signed-in users), for upcoming events. Their forms arrive with
 * the community feature; until then a button says so plainly instead of doing nothing.
 */
export function CommunityActions({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState<Pending>(null);
  const noteId = useId();

  return (
    <Card className="p-6">
      <h2 className="text-lg font-bold text-gray-900">Questions about this event?</h2>
      <p className="mt-1 text-sm text-gray-700">
        Ask the organizer about access, parking, group bookings and more.
      </p>
      <div className="mt-4 flex flex-col gap-3">
        <Button
          variant="outline"
          fullWidth
          aria-expanded={open === 'contact'}
          aria-controls={noteId}
          onClick={() => setOpen(open === 'contact' ? null : 'contact')}
          icon={<MessageSquare aria-hidden="true" className="size-4" />}
        >
          Contact Organizer
        </Button>
        {signedIn ? (
          <Button
            variant="ghost"
            fullWidth
            aria-expanded={open === 'report'}
            aria-controls={noteId}
            onClick={() => setOpen(open === 'report' ? null : 'report')}
            icon={<Flag aria-hidden="true" className="size-4" />}
            className="text-red-800 hover:bg-red-50 hover:text-red-900"
          >
            Report Event
          </Button>
        ) : null}
      </div>
      <div id={noteId} role="status">
        {open ? (
          <p className="mt-4 rounded-xl border border-blue-200 bg-blue-50 p-3.5 text-sm text-blue-900">
            {NOTES[open]}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
