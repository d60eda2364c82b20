import { type OwnerProfile, PROFILE_FIELD_TABS } from 'contract';
import { FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { FormErrorId } from '../../components/form/fields';
import { useAuth } from '../../lib/auth-context';
import { useSitePageMeta } from '../../lib/use-document-meta';
import { AccountTab } from './account/AccountTab';
import { AnalyticsTab } from './analytics/AnalyticsTab';
import { useUpdateProfile } from './api/update-profile';
import { BillingTab } from './billing/BillingTab';
import { EditorMenu, TabId, TABS } from './components/EditorMenu';
import { ModerationNotice } from './components/ModerationNotice';
import { PhotoFreshnessNotice } from './components/PhotoFreshnessNotice';
import { PlanBox } from './components/PlanBox';
import { errorText } from './error-text';
import { PhotosTab } from './photos/PhotosTab';
import { TouringTab } from './touring/TouringTab';
import { formFromProfile, PROFILE_MESSAGES, profilePayload, ProfileForm, tabOf, validateProfileForm } from './profile-form';
import { BasicTab } from './tabs/BasicTab';
import { PhysicalTab } from './tabs/PhysicalTab';
import { PreviewTab } from './tabs/PreviewTab';
import { ServicesTab } from './tabs/ServicesTab';
import './profile-editor.css';

const ERROR_ID = 'editor-form-error';
/** The tabs that show the profile's fields, with Save Changes under them. */
const FORM_TABS: readonly TabId[] = PROFILE_FIELD_TABS;

const isTab = (value: string | null): value is TabId => TABS.some((t) => t.id === value);

export default function ProfileEditorPage() {
  const { profile, admin } = useAuth();
  const { pathname } = useLocation();
  useSitePageMeta(pathname.endsWith('/edit') ? 'profileEditor' : 'ownProfile');
  if (!profile) {
    return (
      <div className="page container">
        <h1 className="page-title">My Profile</h1>
        <p>This account has no advertiser profile.</p>
        {admin && <a href="/admin">Go to the admin dashboard</a>}
      </div>
    );
  }
  return <Editor key={profile.id} profile={profile} />;
}

function Editor({ profile }: { profile: OwnerProfile }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = isTab(requested) ? requested : pathname.endsWith('/edit') ? 'basic' : 'preview';
  // Unsaved edits live here, so switching tabs (or a pause, an upload) never loses what was typed.
  const [form, setForm] = useState<ProfileForm>(() => formFromProfile(profile));
  const [error, setError] = useState<{ message: string; field: keyof ProfileForm | null } | null>(null);
  const [success, setSuccess] = useState('');
  const update = useUpdateProfile();
  const saving = update.isPending;
  const [focusField, setFocusField] = useState<keyof ProfileForm | null>(null);

  // The field may be on a tab that opens in the next render: it is focused once it is there.
  useEffect(() => {
    const element = focusField && document.getElementById(`editor-${focusField}`);
    if (!element) return;
    element.focus();
    setFocusField(null);
  }, [focusField, tab]);

  const selectTab = (next: TabId) => setParams({ tab: next }, { replace: true });
  const set = <K extends keyof ProfileForm>(field: K, value: ProfileForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setSuccess('');
  };

  function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSuccess('');
    const problem = validateProfileForm(form);
    if (problem) {
      setError(problem);
      if (tabOf(problem.field) !== tab) selectTab(tabOf(problem.field));
      setFocusField(problem.field);
      return;
    }
    setError(null);
    update.mutate(profilePayload(form), {
      onSuccess: (result) => {
        setForm(formFromProfile(result.profile));
        setSuccess(result.message || PROFILE_MESSAGES.updated);
      },
      onError: (err) => setError({ message: errorText(err, PROFILE_MESSAGES.updateFailed), field: null }),
    });
  }

  function cancel() {
    setForm(formFromProfile(profile));
    setError(null);
    setSuccess('');
    navigate('/profile');
  }

  const label = TABS.find((t) => t.id === tab)!.label;
  const tabProps = { form, set, errorOf: (field: keyof ProfileForm) => (error?.field === field ? error.message : undefined) };

  return (
    <div className="page editor-page">
      <div className="container">
        <div className="editor-header">
          <h1 className="page-title">My Profile</h1>
          <Link to={`/profile/${encodeURIComponent(profile.username)}`} className="editor-public-link">
            View public profile
          </Link>
        </div>
        <ModerationNotice profile={profile} />
        <PhotoFreshnessNotice profile={profile} />
        <div className="editor-layout">
          <div className="editor-side">
            <EditorMenu current={tab} onSelect={selectTab} />
            <PlanBox profile={profile} />
          </div>
          <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="card editor-panel">
            <h2>{label}</h2>
            {tab === 'preview' && <PreviewTab profile={profile} />}
            {tab === 'account' && <AccountTab />}
            {tab === 'photos' && <PhotosTab profile={profile} />}
            {tab === 'touring' && <TouringTab profile={profile} />}
            {tab === 'analytics' && <AnalyticsTab />}
            {tab === 'billing' && <BillingTab profile={profile} />}
            {FORM_TABS.includes(tab) && (
              <FormErrorId.Provider value={ERROR_ID}>
                <form onSubmit={save} noValidate aria-describedby={error && error.field === null ? ERROR_ID : undefined}>
                  {tab === 'basic' && <BasicTab {...tabProps} />}
                  {tab === 'physical' && <PhysicalTab {...tabProps} />}
                  {tab === 'services' && <ServicesTab {...tabProps} />}
                  {error && error.field === null && (
                    <p id={ERROR_ID} className="alert alert-error" role="alert">
                      {error.message}
                    </p>
                  )}
                  <div aria-live="polite">{success && <p className="alert alert-success">{success}</p>}</div>
                  <div className="editor-actions">
                    <button type="button" className="btn btn-outline" onClick={cancel} disabled={saving}>
                      Cancel
                    </button>
                    <button type="submit" className="btn btn-primary" disabled={saving}>
                      {saving ? 'Saving...' : 'Save Changes'}
                    </button>
                  </div>
                </form>
              </FormErrorId.Provider>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
