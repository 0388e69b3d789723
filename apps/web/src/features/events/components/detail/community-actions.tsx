import Flag from 'lucide-react/icons/flag';
import MessageSquare from 'lucide-react/icons/message-square';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export interface CommunityActionsProps {
  /** 'Report Event' is offered to signed-in users only. */
  signedIn: boolean;
  /** Opens the Contact Organizer modal (composed by the page; features do not import each other). */
  onContactOrganizer: () => void;
  /** Opens the Report Event modal. */
  onReportEvent: () => void;
}

/** 'Contact Organizer' (everyone) and 'Report Event' (signed-in users), for upcoming events. */
export function CommunityActions({ signedIn, onContactOrganizer, onReportEvent }: CommunityActionsProps) {
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
          aria-haspopup="dialog"
          onClick={onContactOrganizer}
          icon={<MessageSquare aria-hidden="true" className="size-4" />}
        >
          Contact Organizer
        </Button>
        {signedIn ? (
          <Button
            variant="ghost"
            fullWidth
            aria-haspopup="dialog"
            onClick={onReportEvent}
            icon={<Flag aria-hidden="true" className="size-4" />}
            className="text-red-800 hover:bg-red-50 hover:text-red-900"
          >
            Report Event
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
