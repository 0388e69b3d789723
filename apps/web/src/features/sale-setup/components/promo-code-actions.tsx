import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const promoCode = code.code;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={() => handlers.onCopyLink(code)}
        aria-label={t`Copy link for ${promoCode}`}
        icon={<Link2 aria-hidden="true" className="size-4" />}
      >
        <Trans>Copy link</Trans>
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => handlers.onEdit(code)}
        aria-label={t`Edit ${promoCode}`}
        icon={<Pencil aria-hidden="true" className="size-4" />}
      >
        <Trans>Edit</Trans>
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => handlers.onToggle(code)}
        aria-label={code.active ? t`Switch off ${promoCode}` : t`Switch on ${promoCode}`}
        icon={<Power aria-hidden="true" className="size-4" />}
      >
        {code.active ? <Trans>Switch off</Trans> : <Trans>Switch on</Trans>}
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => handlers.onDelete(code)}
        aria-label={t`Delete ${promoCode}`}
        className="text-red-700 hover:border-red-700 hover:text-red-800"
        icon={<Trash2 aria-hidden="true" className="size-4" />}
      >
        <Trans>Delete</Trans>
      </Button>
    </div>
  );
}
