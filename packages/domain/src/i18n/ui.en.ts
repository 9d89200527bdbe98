/**
 * Interface labels, English. Flat dotted keys; `{name}` marks a parameter.
 * Every key here must exist in ui.fr.ts (a unit test compares them).
 */
export const uiEn = {
  'app.name': 'Student Support Hub',
  'role.super': 'Super Admin',
  'role.district_admin': 'District Admin',
  'role.district_leader': 'District Leader',
  'role.district_staff': 'District Staff',
  'role.school_admin': 'School Admin',
  'role.school_leader': 'School Leader',
  'role.school_teacher': 'School Teacher',
  'role.school_staff': 'School Staff',
  'supportPlanPermission.no_select': 'Not Set',
  'supportPlanPermission.ipp_cordinator': 'Support Plan Coordinator',
  'supportPlanPermission.ipp_admin': 'Support Plan Admin',
  'supportPlanPermission.ipp_teacher': 'Support Plan Teacher',
  'schoolStatus.good': 'Active',
  'schoolStatus.payment_pending': 'Payment pending',
  'schoolStatus.account_suspended': 'Suspended',
  'page.adminHome': 'System statistics overview',
  'page.outbox': 'Sent e-mails',
  'page.districts': 'Districts',
  'page.districtHome': 'District home',
  'page.schools': 'Schools',
  'page.selectSchool': 'Select school',
  'page.schoolHome': 'School home',
  'email.test.subject': 'Test e-mail from {app}',
  'email.test.body': 'This is a test e-mail sent by {name} to check the e-mail settings.',
} as const;
