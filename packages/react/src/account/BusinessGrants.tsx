import type { BusinessOption } from "../data/businessOptions";
import { usePortico } from "../provider/context";
import { SelectField } from "../ui/SelectField";
import * as s from "./account.css";
import { ACCESS_LEVELS, type AccessLevel, POS_ROLES, type PosRole } from "./acl";
import { RadioGroup } from "./parts/RadioGroup";

/** Props of {@link BusinessGrants}. */
export interface BusinessGrantsProps {
  businesses: BusinessOption[];
  levelOf(businessId: number): AccessLevel;
  roleOf(businessId: number): PosRole;
  onLevel(businessId: number, level: AccessLevel): void;
  onRole(businessId: number, role: PosRole): void;
  /** Server errors per business id (`acl/<id>`, `mpos/<id>`). */
  errors: Record<string, string>;
  disabled?: boolean;
}

/** One block per business: access (full, read-only, none) and point-of-sale role, named by the business. */
export function BusinessGrants({
  businesses,
  levelOf,
  roleOf,
  onLevel,
  onRole,
  errors,
  disabled,
}: BusinessGrantsProps) {
  const { t } = usePortico();
  const levels = ACCESS_LEVELS.map((v) => ({ value: v, label: t(`account.access.${v}`) }));
  const roles = POS_ROLES.map((v) => ({ value: v, label: t(`account.pos.${v}`) }));
  return (
    <div className={s.grants}>
      {businesses.map((b) => (
        <fieldset key={b.id} className={s.grant} disabled={disabled}>
          <legend className={s.grantName}>{b.name}</legend>
          <RadioGroup
            legend={t("account.access.label")}
            options={levels}
            value={levelOf(b.id)}
            onChange={(v) => onLevel(b.id, v)}
            error={errors[String(b.id)]}
          />
          <SelectField
            label={t("account.pos.label")}
            options={roles}
            value={roleOf(b.id)}
            onChange={(v) => onRole(b.id, v)}
          />
        </fieldset>
      ))}
    </div>
  );
}
