/** Where the public site remembers that this browser confirmed its visitor is 18 or older (localStorage). */
export const AGE_VERIFICATION_KEY = 'age-verification';
/** On <html> before the first paint when this browser confirmed already, so the gate never flashes. */
export const AGE_VERIFIED_CLASS = 'age-verified';

/**
 * The one inline script of the public site's pages, in their head: it runs before anything is painted
 * and marks a confirmed browser. The server allows exactly this script by its hash in the
 * Content-Security-Policy.
 */
export const AGE_GATE_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(AGE_VERIFICATION_KEY)})==='true')document.documentElement.classList.add(${JSON.stringify(AGE_VERIFIED_CLASS)})}catch(e){}`;
