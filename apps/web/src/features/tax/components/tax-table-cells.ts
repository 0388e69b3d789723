import { td, th } from '@/components/ui/scroll-table';

/** The cells of the month's tables that hold amounts and counts: right-aligned, with figures of one width. */
export const numTd = `${td} text-right tabular-nums whitespace-nowrap`;
export const numTh = `${th} text-right`;
