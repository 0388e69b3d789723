/** @jsxRuntime automatic @jsxImportSource react */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { intlTagOf } from '@ticketmela/domain';
import type { CSSProperties, ReactNode } from 'react';
import { msg } from '../../../i18n/message';
import type { MailText } from './mail-text';

/** Colours of the site (brand-700 on white keeps 4.5:1 contrast). */
export const colors = {
  brand: '#c2410c',
  brandDark: '#9a3412',
  ink: '#1c1917',
  muted: '#57534e',
  line: '#e7e5e4',
  panel: '#fafaf9',
  good: '#166534',
  goodBg: '#f0fdf4',
  warn: '#92400e',
  warnBg: '#fffbeb',
  bad: '#991b1b',
  badBg: '#fef2f2',
};

const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";
/**
 * A Hindi mail names the Devanagari faces of the systems that have one (Windows' Nirmala UI and Mangal, Android's and
 * Linux's Noto Sans Devanagari), so every client shapes its conjuncts and matras with a font made for them.
 */
const hindiFontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'Nirmala UI', Mangal, 'Noto Sans Devanagari', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

export const text: CSSProperties = {
  fontSize: '15px',
  lineHeight: '24px',
  color: colors.ink,
  margin: '0 0 12px',
};
/** Secondary text: still 14 px, the smallest text any mail sets, so nothing is too small to read on a phone. */
export const mutedText: CSSProperties = {
  ...text,
  fontSize: '14px',
  lineHeight: '22px',
  color: colors.muted,
};

/**
 * The frame every TicketMela mail shares: brand line, a white card, and a footer saying why it came, in the mail's
 * language (its `lang` too).
 */
export function MailLayout(props: {
  text: MailText;
  preview: string;
  heading: string;
  children: ReactNode;
  footer: string;
}) {
  const { t, locale } = props.text;
  return (
    <Html lang={intlTagOf(locale)}>
      {/* Head writes the charset and x-apple-disable-message-reformatting itself. Without the viewport, phone mail
          apps lay the mail out 980 px wide and shrink it to fit. */}
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{props.heading}</title>
      </Head>
      <Preview>{props.preview}</Preview>
      <Body
        style={{
          backgroundColor: '#f5f5f4',
          fontFamily: locale === 'hi' ? hindiFontFamily : fontFamily,
          margin: 0,
          padding: '24px 0',
        }}
      >
        <Container style={{ maxWidth: '600px', width: '100%', margin: '0 auto', padding: '0 12px' }}>
          <Text style={{ fontSize: '22px', fontWeight: 800, margin: '0 0 16px', color: colors.ink }}>
            Ticket<span style={{ color: colors.brand }}>Mela</span>
          </Text>
          <Section
            style={{
              backgroundColor: '#ffffff',
              border: `1px solid ${colors.line}`,
              borderRadius: '12px',
              padding: '24px 20px',
            }}
          >
            <Heading
              as="h1"
              style={{ fontSize: '22px', lineHeight: '30px', margin: '0 0 16px', color: colors.ink }}
            >
              {props.heading}
            </Heading>
            {props.children}
          </Section>
          <Text style={{ ...mutedText, margin: '16px 4px 0' }}>{props.footer}</Text>
          <Text style={{ ...mutedText, margin: '4px 4px 0' }}>
            {t(msg('TicketMela · Event tickets for India'))}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A label and its value, stacked so it reads well on a phone. */
export function Fact(props: { label: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '0 0 10px' }}>
      <Text style={{ ...mutedText, margin: 0, lineHeight: '20px' }}>{props.label}</Text>
      <Text style={{ ...text, margin: 0, fontWeight: 600 }}>{props.children}</Text>
    </Section>
  );
}

export function ActionButton(props: { href: string; children: ReactNode }) {
  return (
    <Button
      href={props.href}
      style={{
        backgroundColor: colors.brand,
        color: '#ffffff',
        borderRadius: '8px',
        fontSize: '15px',
        fontWeight: 700,
        padding: '12px 20px',
        textDecoration: 'none',
        display: 'inline-block',
      }}
    >
      {props.children}
    </Button>
  );
}

/** A coloured box for the one thing the reader must know (a refund's outcome, a cancellation). */
export function Notice(props: { tone: 'good' | 'warn' | 'bad'; children: ReactNode }) {
  const tones = {
    good: { color: colors.good, backgroundColor: colors.goodBg },
    warn: { color: colors.warn, backgroundColor: colors.warnBg },
    bad: { color: colors.bad, backgroundColor: colors.badBg },
  };
  return (
    <Section style={{ ...tones[props.tone], borderRadius: '8px', padding: '12px 14px', margin: '0 0 16px' }}>
      <Text style={{ ...text, color: tones[props.tone].color, margin: 0 }}>{props.children}</Text>
    </Section>
  );
}

export function Divider() {
  return <Hr style={{ borderColor: colors.line, margin: '16px 0' }} />;
}

export function PlainLink(props: { href: string; children: ReactNode }) {
  return (
    <Link href={props.href} style={{ color: colors.brand, textDecoration: 'underline' }}>
      {props.children}
    </Link>
  );
}
