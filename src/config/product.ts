// Product facts the SPA shows in several places, each typed out once. The database keeps its own
// copy where it decides (complete_quiz's pass mark); these are what the screens say.

/** The community's monthly price, as shown. */
export const PREMIUM_PRICE = '$49.99';

/** The quiz score (percent) that passes a module. */
export const PASS_MARK = 70;
