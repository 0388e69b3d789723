import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** The centred card the sign-in and registration screens sit in. */
export function AuthCard({
  title,
  subtitle,
  icon,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="relative isolate flex min-h-[calc(100svh-4rem)] items-center justify-center overflow-hidden px-4 py-10 sm:py-16">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-br from-brand-50 via-white to-night-50"
      />
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-brand-200/50 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-24 -left-24 -z-10 size-72 rounded-full bg-night-200/50 blur-3xl"
      />
      <Card className="w-full max-w-md p-6 shadow-xl sm:p-8">
        <div className="text-center">
          {icon ? (
            <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 to-night-800 text-white shadow-lg">
              {icon}
            </span>
          ) : null}
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
          {subtitle ? <p className="mt-2 text-sm text-gray-700">{subtitle}</p> : null}
        </div>
        <div className="mt-8">{children}</div>
        {footer ? <div className="mt-6 text-center text-sm text-gray-700">{footer}</div> : null}
      </Card>
    </div>
  );
}
