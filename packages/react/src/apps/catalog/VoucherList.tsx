import { useState } from "react";
import { useRedeemVoucher, type Voucher, vouchers } from "../../data/catalog";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { errorMessage } from "../../i18n/errorMessage";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { FormDialog } from "../../ui/FormDialog";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import type { PagingState } from "../../ui/usePaging";
import { WriteControl } from "../../ui/WriteControl";
import { CatalogListPage } from "./CatalogListPage";
import * as s from "./catalog.css";
import { catalogPaths } from "./catalogPaths";

/** Props of {@link VoucherList}. */
export interface VoucherListProps {
  businessId: number;
  state?: PagingState;
  onStateChange?(next: PagingState): void;
  /** Opens an editor (id 0 = new); default navigates to /businesses/{bid}/apps/vouchers/{vid}/edit */
  onEdit?(voucherId: number): void;
  className?: string;
}

/**
 * /apps/vouchers: the vouchers of a business with their code and whether they were redeemed; add and edit open
 * the editor, remove asks first, and "Redeem a code" redeems a voucher by its code once (a second try is refused).
 * @example <VoucherList businessId={bid} />
 */
export function VoucherList({ businessId, onEdit, ...props }: VoucherListProps) {
  const { t, navigate, locale } = usePortico();
  const toast = useToast();
  const list = vouchers.useList(businessId);
  const remove = vouchers.useRemove(businessId);
  const redeem = useRedeemVoucher(businessId);
  const [redeeming, setRedeeming] = useState(false);
  const [code, setCode] = useState("");
  const [redeemError, setRedeemError] = useState<string | null>(null);
  const edit = (id: number) => (onEdit ? onEdit(id) : navigate(catalogPaths.voucher(businessId, id)));
  const when = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeStyle: "short" });
  const close = () => {
    setRedeeming(false);
    setCode("");
    setRedeemError(null);
  };
  const submitRedeem = async () => {
    setRedeemError(null);
    try {
      const v = await redeem.mutateAsync(code.trim());
      toast.success(t("catalog.vouchers.redeemed", { name: v.name }));
      close();
    } catch (err) {
      setRedeemError(errorMessage(t, err));
    }
  };
  return (
    <CatalogListPage<Voucher>
      {...props}
      businessId={businessId}
      title={t("catalog.vouchers.title")}
      empty={t("catalog.vouchers.empty")}
      query={list}
      add={{ label: t("catalog.vouchers.add"), onClick: () => edit(0) }}
      onEdit={(x) => edit(x.id)}
      removeConfirm={(x) => t("catalog.vouchers.removeConfirm", { name: x.name })}
      remove={(x) => remove.mutateAsync(x.id)}
      tools={
        <WriteControl businessId={businessId} verb="post">
          <Button variant="secondary" onClick={() => setRedeeming(true)}>
            {t("catalog.vouchers.redeem")}
          </Button>
        </WriteControl>
      }
      columns={[
        { key: "name", header: t("catalog.col.name"), cell: (x) => x.name },
        { key: "code", header: t("catalog.vouchers.col.code"), cell: (x) => <span className={s.code}>{x.code}</span> },
        {
          key: "status",
          header: t("catalog.vouchers.col.status"),
          cell: (x) =>
            x.redeemedTs
              ? t("catalog.vouchers.redeemedAt", { when: when.format(new Date(x.redeemedTs * 1000)) })
              : t("catalog.vouchers.open"),
        },
      ]}
    >
      <FormDialog
        open={redeeming}
        onClose={close}
        title={t("catalog.vouchers.redeem")}
        formError={redeemError}
        onSubmit={() => void submitRedeem()}
        submitLabel={t("catalog.vouchers.redeemSubmit")}
        busy={redeem.isPending}
        submitDisabled={!code.trim()}
      >
        <TextField label={t("catalog.vouchers.redeemCode")} required maxLength={40} value={code} onChange={setCode} />
      </FormDialog>
    </CatalogListPage>
  );
}
