import { memo } from 'react';
import { App, Button, Col, Flex, Input, Row, Select } from 'antd';
import { CopyOutlined, FileTextOutlined } from '@ant-design/icons';
import {
  SESSION_CHALLENGE_MAX,
  SESSION_COMPANIES,
  SESSION_COMPANY_LABELS,
  SESSION_MESSAGES,
  SESSION_TITLE_MAX,
  UNTITLED_SESSION,
  copyInstructions,
} from '@platform/shared';
import { copyText } from '../../../utils/clipboard';
import { LabelledField } from './labelled-field';
import type { SessionDraft } from './session-model';

const COPY_FAILED = 'Could not copy; select the text and copy it by hand.';

const COMPANY_OPTIONS = SESSION_COMPANIES.map((value) => ({ value, label: SESSION_COMPANY_LABELS[value] }));

interface SessionFieldsProps extends Pick<SessionDraft, 'title' | 'company' | 'challenge'> {
  onChange: (change: Partial<SessionDraft>) => void;
}

/** Title, company and the challenge question, with its two copy buttons. */
export const SessionFields = memo(function SessionFields({ title, company, challenge, onChange }: SessionFieldsProps) {
  const { message } = App.useApp();

  const copy = async (text: string, done: string) => {
    try {
      await copyText(text);
      message.success(done);
    } catch (error) {
      console.error('Copy to clipboard failed', error);
      message.error(COPY_FAILED);
    }
  };
  const noChallenge = challenge.trim() === '';

  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={16}>
          <LabelledField id="generation-session-title" label="Session Title">
            <Input
              id="generation-session-title"
              value={title}
              maxLength={SESSION_TITLE_MAX}
              placeholder={UNTITLED_SESSION}
              onChange={(e) => onChange({ title: e.target.value })}
            />
          </LabelledField>
        </Col>
        <Col xs={24} md={8}>
          <LabelledField id="generation-session-company" label="Company">
            <Select
              id="generation-session-company"
              value={company}
              options={COMPANY_OPTIONS}
              onChange={(company) => onChange({ company })}
              style={{ width: '100%' }}
            />
          </LabelledField>
        </Col>
      </Row>
      <LabelledField
        id="generation-session-challenge"
        label="Challenge Question"
        extra={
          <Flex gap={8} wrap>
            <Button
              size="small"
              icon={<CopyOutlined />}
              disabled={noChallenge}
              onClick={() => copy(challenge.trim(), SESSION_MESSAGES.challengeCopied)}
            >
              Copy Challenge
            </Button>
            <Button
              size="small"
              icon={<FileTextOutlined />}
              disabled={noChallenge}
              onClick={() => copy(copyInstructions(challenge), SESSION_MESSAGES.challengeAndInstructionsCopied)}
            >
              Copy Challenge + Instructions
            </Button>
          </Flex>
        }
      >
        <Input.TextArea
          id="generation-session-challenge"
          value={challenge}
          maxLength={SESSION_CHALLENGE_MAX}
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder="How might we …?"
          onChange={(e) => onChange({ challenge: e.target.value })}
        />
      </LabelledField>
    </Flex>
  );
});
