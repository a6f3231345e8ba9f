/** Labels that the plain "field name in words" rule would get wrong. */
const LABEL_OVERRIDES: Record<string, string> = {
  id: 'ID',
  idea_type: 'Type',
  personal_enthusiasm: 'Enthusiasm',
  whats_missing: "What's missing",
  mvp_features: 'MVP features',
  elevator_pitch_30s: '30-second elevator pitch',
  elevator_pitch_2min: '2-minute elevator pitch',
  value_proposition_one_line: 'One-line value proposition',
  linked_product_id: 'Linked product ID',
  creator_email: 'Creator e-mail',
  assignee_email: 'Assignee e-mail',
  comment_count: 'Comments',
  evaluation_count: 'Evaluations',
  created_at: 'Created',
  updated_at: 'Updated',
};

/** A field's label in sentence case, as the admin app labels fields: 'business_model' → 'Business model'. */
export function ideaFieldLabel(field: string): string {
  const override = LABEL_OVERRIDES[field];
  if (override !== undefined) return override;
  const words = field.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
