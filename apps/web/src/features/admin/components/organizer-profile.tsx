import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@ticketmela/domain';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Ban from 'lucide-react/icons/ban';
import type { ReactNode } from 'react';
import { InitialsAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatIndianDateTime } from '@/lib/format';
import { formatEventDate } from '@/lib/format-dates';
import { UppercaseRoleBadge } from './status-badges';

/** The header card: name, role in capitals, e-mail, and the Verified and Banned badges. */
export function OrganizerHeaderCard({ organizer, actions }: { organizer: User; actions: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <InitialsAvatar name={organizer.name} size="lg" />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-xl font-bold break-words text-gray-900 sm:text-2xl">{organizer.name}</h2>
              <UppercaseRoleBadge role={organizer.role} />
            </div>
            <p className="mt-1 break-all text-gray-700">{organizer.email}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {organizer.isVerified ? (
                <Badge tone="green">
                  <BadgeCheck aria-hidden="true" className="size-3.5" />
                  <Trans>Verified</Trans>
                </Badge>
              ) : null}
              {organizer.isBanned ? (
                <Badge tone="red">
                  <Ban aria-hidden="true" className="size-3.5" />
                  <Trans>Banned</Trans>
                </Badge>
              ) : null}
            </div>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
    </Card>
  );
}

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5">
      <h2 className="font-semibold text-gray-900">{title}</h2>
      <dl className="mt-3 space-y-3 text-sm">{children}</dl>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-gray-600">{label}</dt>
      <dd className="font-medium break-words text-gray-900">{children}</dd>
    </div>
  );
}

/** Contact Information, Account Details and Status, side by side on wide screens. */
export function OrganizerInfoColumns({ organizer }: { organizer: User }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <InfoCard title={t`Contact Information`}>
        <Row label={t`Email`}>
          <a
            href={`mailto:${organizer.email}`}
            className="break-all text-brand-800 underline underline-offset-2"
          >
            {organizer.email}
          </a>
        </Row>
        <Row label={t`Phone`}>
          {organizer.phone ? (
            <a href={`tel:${organizer.phone}`} className="text-brand-800 underline underline-offset-2">
              {organizer.phone}
            </a>
          ) : (
            <span className="font-normal text-gray-700">
              <Trans>No phone number</Trans>
            </span>
          )}
        </Row>
      </InfoCard>
      <InfoCard title={t`Account Details`}>
        <Row label={t`Joined`}>{formatEventDate(organizer.createdAt)}</Row>
        {organizer.lastLogin ? (
          <Row label={t`Last Login`}>{formatIndianDateTime(organizer.lastLogin)}</Row>
        ) : null}
      </InfoCard>
      <InfoCard title={t`Status`}>
        <Row label={t`Account Status`}>
          {organizer.isBanned ? (
            <span className="text-red-800">
              <Trans>Banned</Trans>
            </span>
          ) : (
            <span className="text-green-800">
              <Trans>Active</Trans>
            </span>
          )}
        </Row>
        <Row label={t`Verification`}>{organizer.isVerified ? t`Verified` : t`Unverified`}</Row>
        {organizer.isBanned ? (
          <Row label={t`Ban Reason`}>{organizer.banReason || t`No reason recorded`}</Row>
        ) : null}
      </InfoCard>
    </div>
  );
}
