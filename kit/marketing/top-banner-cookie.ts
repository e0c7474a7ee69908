/** The id of the campaign whose top banner the shopper closed. */
export const TOP_BANNER_COOKIE = 'top_banner_dismissed';
/** 30 days, in seconds: a closed banner stays closed for a month (or until another campaign). */
export const TOP_BANNER_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;
