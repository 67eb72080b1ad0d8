import { AccountUsers } from "@portico/react/account";
import { AccountTabs } from "./AccountTabs";

/** /account/users (owners with a username): the account tab bar and the sub-accounts widget. */
export default function AccountUsersScreen() {
  return (
    <>
      <AccountTabs />
      <AccountUsers />
    </>
  );
}
