export const AGE_VERIFICATION_KEY = 'age-verification';

export function isAgeVerified(): boolean {
  try {
    return window.localStorage.getItem(AGE_VERIFICATION_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberAgeVerified(): void {
  try {
    window.localStorage.setItem(AGE_VERIFICATION_KEY, 'true');
  } catch {
    // private mode without storage: the gate will ask again next visit
  }
}
