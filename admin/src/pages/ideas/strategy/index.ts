// The strategy pieces of the ideas pipeline; the lead mounts the page and places the tab and the dialog.
export { StrategicPlanPage, default } from './strategic-plan-page';
export { StrategyTab, strategicPlanPath, type StrategyTabProps } from './strategy-tab';
export { BuildStrategicPlanDialog, type BuildStrategicPlanDialogProps } from './build-strategic-plan-dialog';
