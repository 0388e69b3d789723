import { webSettings } from './web-settings';

/** Build-time settings, read once. Empty strings count as unset. */
export const env = webSettings(import.meta.env);
