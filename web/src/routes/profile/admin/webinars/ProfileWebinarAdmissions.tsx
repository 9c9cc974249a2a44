import { useState } from "react";
import { graphql } from "react-relay/hooks";
import type {
  ProfileWebinarAdmissionsQuery,
  ProfileWebinarAdmissionsQuery$data,
} from "../../../../__generated__/ProfileWebinarAdmissionsQuery.graphql.ts";
import { DeleteWithConfirm } from "../../../../admin/DeleteWithConfirm.tsx";
import { useAdminFeedback } from "../../../../admin/useAdminFeedback.ts";
import { formatDate } from "../../../../format/dates.ts";
import { useTexts } from "../../../../i18n/useTexts.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useAddWebinarAsAdminMutation } from "../../../../mutations/useAddWebinarAsAdminMutation.ts";
import { useRemoveWebinarAdmissionMutation } from "../../../../mutations/useRemoveWebinarAdmissionMutation.ts";
import { useScreenQuery } from "../../../../relay/useScreenQuery.ts";
import { Button } from "../../../../ui/Button.tsx";
import { SelectField } from "../../../../ui/SelectField.tsx";
import { AdmittedWebinarLink, PackNote } from "../../AdmittedWebinar.tsx";
import { ProfileRecords, ProfileSection } from "../../ProfileSection.tsx";

type Admission = ProfileWebinarAdmissionsQuery$data["getProfileWebinarAdmissions"][number];

/**
 * A profile's webinar admissions for the library admin (admin-side spec §2, §4): each with its
 * webinars, its end and whether an admin gave it; add one with the webinar picked from the list,
 * remove one after a confirmation.
 */
export function ProfileWebinarAdmissions({ profileId }: { profileId: number }) {
  useTexts("webinar");
  const { t } = useTranslation();
  const [refetchKey, setRefetchKey] = useState(0);
  const refresh = () => setRefetchKey((key) => key + 1);
  const { getProfileWebinarAdmissions: admissions, getAllWebinars: webinars } =
    useScreenQuery<ProfileWebinarAdmissionsQuery>(
      graphql`
        query ProfileWebinarAdmissionsQuery($profileId: Int!) {
          getProfileWebinarAdmissions(profileId: $profileId) {
            id
            byAdmin
            ...AdmittedWebinar_admission @relay(mask: false)
          }
          getAllWebinars {
            id
            title
          }
        }
      `,
      { profileId },
      { perViewer: true, fetchPolicy: "network-only", refetchKey },
    );
  const titleOf = (admission: Admission) =>
    admission.webinarPackTitle ?? admission.webinars.map((item) => item.webinar?.title ?? "—").join(", ");
  return (
    <ProfileSection id="profile-webinars-title" title={t("webinarAdmin.admissions.title")}>
      <ProfileRecords<Admission>
        labelledBy="profile-webinars-title"
        empty={t("webinarAdmin.admissions.empty")}
        rows={admissions}
        rowKey={(admission) => admission.id}
        columns={[
          {
            header: t("webinarAdmin.admissions.webinar"),
            cell: (admission) => <AdmittedWebinars admission={admission} />,
          },
          {
            header: t("webinarAdmin.admissions.until"),
            cell: (admission) =>
              `${formatDate(admission.expirationDate)}${admission.active ? "" : ` (${t("myWebinars.expired")})`}`,
            nowrap: true,
          },
          {
            header: t("webinarAdmin.admissions.source"),
            cell: (admission) =>
              admission.byAdmin ? t("webinarAdmin.admissions.byAdmin") : t("webinarAdmin.admissions.bought"),
          },
          {
            header: t("webinarAdmin.admissions.remove"),
            cell: (admission) => <RemoveAdmission id={admission.id} title={titleOf(admission)} onRemoved={refresh} />,
          },
        ]}
      />
      <AddAdmission profileId={profileId} webinars={webinars} onAdded={refresh} />
    </ProfileSection>
  );
}

/** The webinars an admission opens, each a link to its page, and the pack it came with. */
function AdmittedWebinars({ admission }: { admission: Admission }) {
  return (
    <>
      {admission.webinars.map((item) => (
        <span key={item.id} className="admin-admission__webinar">
          <AdmittedWebinarLink webinar={item.webinar} />
        </span>
      ))}
      <PackNote title={admission.webinarPackTitle} />
    </>
  );
}

function AddAdmission({
  profileId,
  webinars,
  onAdded,
}: {
  profileId: number;
  webinars: readonly { id: number; title: string }[];
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const feedback = useAdminFeedback();
  const [addWebinar, adding] = useAddWebinarAsAdminMutation();
  const [webinarId, setWebinarId] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const add = () => {
    if (!webinarId) return setError(t("webinarAdmin.problems.required"));
    setError(undefined);
    addWebinar({ profileId, webinarId: Number(webinarId) }).then(
      () => {
        feedback.success(t("webinarAdmin.admissions.added"));
        setWebinarId("");
        onAdded();
      },
      (failure: unknown) => feedback.failure(failure),
    );
  };
  return (
    <div className="admin-admission__add">
      <SelectField
        form="profile-webinar"
        name="webinarId"
        label={t("webinarAdmin.admissions.choose")}
        required
        placeholder={t("webinarAdmin.admissions.choosePlaceholder")}
        value={webinarId}
        error={error}
        options={webinars.map((webinar) => ({ value: String(webinar.id), label: webinar.title }))}
        onChange={(event) => setWebinarId(event.target.value)}
      />
      <Button busy={adding} busyLabel={t("admin.saving")} onClick={add}>
        {t("webinarAdmin.admissions.add")}
      </Button>
    </div>
  );
}

function RemoveAdmission({ id, title, onRemoved }: { id: number; title: string; onRemoved: () => void }) {
  const { t } = useTranslation();
  const [removeAdmission, removing] = useRemoveWebinarAdmissionMutation();
  const remove = t("webinarAdmin.admissions.remove");
  return (
    <DeleteWithConfirm
      remove={() => removeAdmission({ webinarAdmissionId: id })}
      removing={removing}
      onDeleted={onRemoved}
      button={{ variant: "secondary", size: "small", "aria-label": `${remove}: ${title}` }}
      texts={{
        button: remove,
        title: t("webinarAdmin.admissions.removeTitle"),
        text: t("webinarAdmin.admissions.removeText", { title }),
        confirm: remove,
        deleted: t("webinarAdmin.admissions.removed"),
      }}
    />
  );
}
