import type { IdeaAttachment, IdeaComment, IdeaTask, TaskStatus } from '@platform/shared';
import { API_ADMIN_URL } from '../../../config/constants';
import { httpClient } from '../../../providers/http-client';
import { saveBlob } from '../../../utils/download';

// The detail page's calls. They go through the shared axios instance, so each carries the bearer token and a
// failure rejects with Refine's HttpError ({ message: the server's error.message, statusCode }).

const ideaUrl = (id: string | number) => `${API_ADMIN_URL}/ideas/${id}`;

export async function fetchTasks(ideaId: number): Promise<IdeaTask[]> {
  const { data } = await httpClient.get<IdeaTask[]>(`${ideaUrl(ideaId)}/tasks`);
  return data;
}

export async function createTask(
  ideaId: number,
  task: { title: string; status: TaskStatus; position: number },
): Promise<IdeaTask> {
  const { data } = await httpClient.post<IdeaTask>(`${ideaUrl(ideaId)}/tasks`, task);
  return data;
}

export async function moveTask(
  ideaId: number,
  taskId: number,
  move: { status: TaskStatus; position: number },
): Promise<IdeaTask> {
  const { data } = await httpClient.put<IdeaTask>(`${ideaUrl(ideaId)}/tasks/${taskId}`, move);
  return data;
}

export async function deleteTask(ideaId: number, taskId: number): Promise<void> {
  await httpClient.delete(`${ideaUrl(ideaId)}/tasks/${taskId}`);
}

export async function postComment(ideaId: number, comment: string): Promise<IdeaComment> {
  const { data } = await httpClient.post<IdeaComment>(`${ideaUrl(ideaId)}/comments`, { comment });
  return data;
}

export async function uploadAttachment(ideaId: number, file: File): Promise<IdeaAttachment> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await httpClient.post<IdeaAttachment>(`${ideaUrl(ideaId)}/attachments`, form);
  return data;
}

export async function deleteAttachment(ideaId: number, attachmentId: number): Promise<void> {
  await httpClient.delete(`${ideaUrl(ideaId)}/attachments/${attachmentId}`);
}

/** The download needs the bearer token, so a plain link cannot fetch it: fetch the blob, then save it. */
export async function downloadAttachment(attachment: IdeaAttachment): Promise<void> {
  const { data } = await httpClient.get<Blob>(attachment.url, { responseType: 'blob' });
  saveBlob(data, attachment.filename);
}
