import { errorMessage } from '../../../../lib/api/client';
import { useAccountSettings } from '../../api/settings';
import { useManagedAccount } from '../manage-shell';
import { AccountSettingsForm } from './account-settings-form';

/** /manage/{username}/settings/account: a loader until the settings arrive, then the form. */
export function AccountSettingsPage({ username, native }: { username: string; native: boolean }) {
  const { account } = useManagedAccount(username);
  const settings = useAccountSettings(account?.id);
  if (!account || settings.isLoading) return <div role="status" aria-label="Loading settings" className="py-24" aria-busy="true" />;
  if (!settings.data) {
    return (
      <p role="alert" className="py-24 text-center text-lg">
        {errorMessage(settings.error, 'Unable to load settings. Please try again later.')}
      </p>
    );
  }
  // A new form for another account (or a renamed one), so no value of the previous one stays.
  return <AccountSettingsForm key={`${settings.data.id}:${settings.data.username}`} settings={settings.data} native={native} />;
}
