/** What other features use of the public profile page: the editor's preview shows it exactly as visitors see it. */
export { ProfileDetails } from './ProfileDetails';
