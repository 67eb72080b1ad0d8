import { AccountProfile } from "@portico/react/account";
import { AccountTabs } from "./AccountTabs";

/** /account/profile: the account tab bar and the profile widget. */
export default function AccountProfileScreen() {
  return (
    <>
      <AccountTabs />
      <AccountProfile />
    </>
  );
}
