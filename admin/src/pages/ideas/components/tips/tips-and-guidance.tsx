import { Alert, Card, Col, Collapse, List, Row, Space, Steps, Typography } from 'antd';
import {
  AimOutlined,
  BulbOutlined,
  CheckCircleOutlined,
  FilterOutlined,
  SoundOutlined,
  WarningOutlined,
} from '@ant-design/icons';

const { Title, Paragraph, Text } = Typography;

const STEPS = [
  {
    title: 'Generate',
    icon: <BulbOutlined />,
    description:
      'Go for quantity. Hold back judgement, write every idea down and use the techniques below to get past the obvious ones.',
  },
  {
    title: 'Filter',
    icon: <FilterOutlined />,
    description:
      'Score each candidate from 0 to 5 on relevance, feasibility, novelty, alignment and persona fit, and set minimum scores to thin the list.',
  },
  {
    title: 'Select',
    icon: <AimOutlined />,
    description:
      'Pick the few worth pursuing. Sort what you know, what you know you do not know, and what could surprise you, before you commit.',
  },
  {
    title: 'Articulate',
    icon: <SoundOutlined />,
    description:
      'Write the idea so others can judge it: the problem, the solution, the value proposition and an elevator pitch (about 75 words for 30 seconds).',
  },
];

const TECHNIQUES = [
  {
    key: 'off-the-chest',
    name: 'Off the chest',
    summary: 'Empty your head of the ideas you already have.',
    how: 'Spend five minutes writing down every idea already on your mind, however obvious. Ideas you are holding on to block new ones; once they are on paper the group can move on.',
    example: 'Before a session on property data: "a valuation API", "energy labels in listings", "a rental calculator".',
  },
  {
    key: 're-expression',
    name: 'Re-expression',
    summary: 'Say the challenge in other words and see what it opens up.',
    how: 'Rewrite the challenge several times: change the verb, take the customer\'s point of view, exaggerate it, make it smaller. Each wording points to different solutions.',
    example: '"How might we price used cars?" becomes "How might a seller know the right price before breakfast?"',
  },
  {
    key: 'related-world',
    name: 'Related world',
    summary: 'Borrow a solution from a world that has solved a similar problem.',
    how: 'Ask who else faces the same kind of problem (matching, pricing, trust, timing) and how they solved it. Then carry the principle, not the surface, back to your own field.',
    example: 'Airlines price seats by demand; could short-term rental yields be forecast the same way?',
  },
  {
    key: 'regeneration',
    name: 'Regeneration',
    summary: 'Build new ideas out of earlier ones.',
    how: 'Take an idea from the list (or one that was dropped), name what is good about it, then fix what is not. Combine two half-ideas into one. This is greenhousing: growing ideas instead of judging them.',
    example: 'A tender monitor plus CV matching becomes "tenders you can win, ranked by your own track record".',
  },
  {
    key: 'revolution',
    name: 'Revolution',
    summary: 'Break the rules your market takes for granted.',
    how: 'List the assumptions everyone in the field accepts (who pays, how it is sold, what it costs, how long it takes) and turn each one upside down. Most reversals fail; the ones that do not are often the best ideas of the day.',
    example: '"Valuations are paid per report" reversed: free valuations, paid alerts when the value changes.',
  },
  {
    key: 'random-object',
    name: 'Random object',
    summary: 'Force a link with something unrelated.',
    how: 'Pick a random word or an object in the room and list its features. Connect each feature to the challenge. The forced connection jolts thinking out of its usual track.',
    example: 'An umbrella: "opens when needed" leads to a risk feed that only speaks up when a customer shows signs of trouble.',
  },
];

const FRAMEWORK = [
  {
    title: 'Where to play',
    text: 'Which company carries the idea (Approach, Aeda or Enmodels), which customers (B2C, B2B or both) and which problem. An idea without a clear home rarely gets built.',
  },
  {
    title: 'How to win',
    text: 'What we have that others do not: data, customers, know-how or a position in the market. Ideas that add to a data moat get stronger every month they run.',
  },
  {
    title: 'What must be true',
    text: 'The assumptions the idea stands on: people want it, will pay, the data is available, the law allows it. Test the riskiest assumption first and cheaply.',
  },
  {
    title: 'When',
    text: 'Short term (0-6 months), mid term (6-18) or long term (18+). Place the idea in an implementation phase so the pipeline does not start everything at once.',
  },
  {
    title: 'Together',
    text: 'Synergies with other ideas: shared data sources, shared customers, one building on another. A set of ideas that reinforce each other beats a list of loose ones.',
  },
];

const PITFALLS = [
  'Falling for the first idea and stopping the search too early.',
  'Judging ideas while they are still being generated; it silences the group.',
  'A solution looking for a problem: no named user, no named pain.',
  'Ignoring what already exists; someone usually solves the problem somehow, even with a spreadsheet.',
  'Underestimating data access: the data you need may be costly, slow or not allowed (GDPR).',
  'Score inflation: when every idea is an 8, the scores stop helping you choose.',
  'Too much in development at once; finish and learn before starting the next.',
  'No owner: an idea without someone assigned to it does not move.',
  'Forgetting why an idea was dropped; write down earlier attempts and their outcome.',
];

const CRITERIA = [
  {
    title: 'Business value',
    points: ['Revenue potential and market size', 'Strategic fit with the company', 'Contribution to our data moat', 'Synergy with other ideas'],
  },
  {
    title: 'Feasibility',
    points: ['Technical complexity and time to a first version', 'Access to the data it needs', 'People and money required', 'Legal and regulatory risk'],
  },
  {
    title: 'User impact',
    points: ['How painful the problem is', 'How many users have it, and how often', 'Willingness to pay or switch', 'How much better it is than today'],
  },
];

/** Tips & Guidance: how to generate, filter, select and articulate ideas, and how to judge them. Static text. */
export function TipsAndGuidance() {
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title="The four steps of innovation">
        <Paragraph type="secondary">
          Good ideas rarely arrive finished. Work through four separate steps, and do not mix them: judging while you
          generate kills ideas, and generating while you select keeps the choice open forever.
        </Paragraph>
        <Steps direction="vertical" current={-1} items={STEPS.map((step) => ({ ...step, status: 'process' as const }))} />
      </Card>

      <Card title="Six techniques for generating ideas">
        <Paragraph type="secondary">
          Each technique comes at the challenge from a different side. Aim for three to five ideas per technique before
          moving on.
        </Paragraph>
        <Collapse
          items={TECHNIQUES.map((t) => ({
            key: t.key,
            label: (
              <span>
                <Text strong>{t.name}</Text> <Text type="secondary">— {t.summary}</Text>
              </span>
            ),
            children: (
              <>
                <Paragraph>{t.how}</Paragraph>
                <Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  <Text italic>Example:</Text> {t.example}
                </Paragraph>
              </>
            ),
          }))}
        />
      </Card>

      <Card title="A strategic thinking framework">
        <Row gutter={[16, 16]}>
          {FRAMEWORK.map((item) => (
            <Col key={item.title} xs={24} md={12} xl={8}>
              <Title level={5}>{item.title}</Title>
              <Paragraph style={{ marginBottom: 0 }}>{item.text}</Paragraph>
            </Col>
          ))}
        </Row>
      </Card>

      <Card
        title={
          <Space>
            <CheckCircleOutlined />
            Evaluation criteria
          </Space>
        }
      >
        <Row gutter={[16, 16]}>
          {CRITERIA.map((c) => (
            <Col key={c.title} xs={24} md={8}>
              <Title level={5}>{c.title}</Title>
              <List size="small" dataSource={c.points} renderItem={(point) => <List.Item>{point}</List.Item>} />
            </Col>
          ))}
        </Row>
        <Alert
          style={{ marginTop: 16 }}
          type="info"
          showIcon
          message="Use the strategic fit score"
          description="Give every idea a strategic fit score from 0 to 10 and prioritise ideas that score 8 or more; they are the ones the detail page recommends as high priority. Keep lower scores honest so the high ones mean something."
        />
      </Card>

      <Card
        title={
          <Space>
            <WarningOutlined />
            Common pitfalls
          </Space>
        }
      >
        <List size="small" dataSource={PITFALLS} renderItem={(pitfall) => <List.Item>{pitfall}</List.Item>} />
      </Card>
    </Space>
  );
}

export default TipsAndGuidance;
