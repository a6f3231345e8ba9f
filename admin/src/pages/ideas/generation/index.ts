// The Ideas page mounts this in its "Idea Generation" tab.
export { IdeaGenerationTab } from './idea-generation-tab';
