import type { PromoCode } from '@ticketmela/domain';
import Link2 from 'lucide-react/icons/link-2';
import Pencil from 'lucide-react/icons/pencil';
import Power from 'lucide-react/icons/power';
import Trash2 from 'lucide-react/icons/trash-2';
import { Button } from '@/components/ui/button';

export interface PromoCodeHandlers {
  onCopyLink: (code: PromoCode) => void;
  onEdit: (code: PromoCode) => void;
  onToggle: (code: PromoCode) => void;
  onDelete: (code: PromoCode) => void;
}

/** A code's actions: its link, edit, switch off or on, delete. Each names the code for screen readers. */
export function PromoCodeActions({ code, handlers }: { code: PromoCode; handlers: PromoCodeHandlers }) {
  const toggleText = code.active ? 'Switch off' : 'Switch on';
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={() => handlers.onCopyLink(code)}
        aria-label={`Copy link for ${code.code}`}
        icon={<Link2 aria-hidden="true" className="size-4" />}
      >
        Copy link
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => handlers.onEdit(code)}
        aria-label={`Edit ${code.code}`}
        icon={<Pencil aria-hidden="true" className="size-4" />}
      >
        Edit
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => handlers.onToggle(code)}
        aria-label={`${toggleText} ${code.code}`}
        icon={<Power aria-hidden="true" className="size-4" />}
      >
        {toggleText}
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => handlers.onDelete(code)}
        aria-label={`Delete ${code.code}`}
        className="text-red-700 hover:border-red-700 hover:text-red-800"
        icon={<Trash2 aria-hidden="true" className="size-4" />}
      >
        Delete
      </Button>
    </div>
  );
}
